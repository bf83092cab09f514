// The Radix dialog every flow uses: controlled by its machine (open while the machine is in `open`).
import * as Dialog from '@radix-ui/react-dialog';
import {
  cloneElement,
  type HTMLAttributes,
  type MouseEvent,
  type ReactElement,
  type ReactNode,
  type RefAttributes,
  useEffect,
  useRef,
} from 'react';
import { isPlainClick } from '../components/Button';
import { flowsCopy } from '../i18n/flows';
import * as s from './flows.css';

type DialogEvent = { type: 'dialog.opened' } | { type: 'dialog.closed' };

/** Opens the dialog as soon as mounted (a lazily loaded flow whose button was already pressed). Call after useActorRef. */
export function useOpenOnMount(send: (event: DialogEvent) => void, openOnMount: boolean | undefined) {
  useEffect(() => {
    if (openOnMount) send({ type: 'dialog.opened' });
  }, [send, openOnMount]);
}

export function FlowDialog({
  open,
  send,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  send(event: DialogEvent): void;
  trigger: ReactElement<HTMLAttributes<HTMLElement> & RefAttributes<HTMLElement>>;
  title: string;
  description: string;
  children: ReactNode;
}) {
  // Not Radix's Trigger: it would open the dialog on any click, where a link (Join Now) opened in a new tab must only
  // do that. The trigger still says it opens a dialog, and gets the focus back when the dialog closes.
  const triggerRef = useRef<HTMLElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => send({ type: next ? 'dialog.opened' : 'dialog.closed' })}>
      {cloneElement(trigger, {
        ref: triggerRef,
        'aria-haspopup': 'dialog',
        'aria-expanded': open,
        onClick: (e: MouseEvent<HTMLElement>) => {
          if (!isPlainClick(e)) return;
          e.preventDefault();
          send({ type: 'dialog.opened' });
        },
      })}
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content
          className={s.content}
          onCloseAutoFocus={(e) => {
            e.preventDefault();
            triggerRef.current?.focus();
          }}
        >
          <div className={s.header}>
            <div>
              <Dialog.Title className={s.title}>{title}</Dialog.Title>
              <Dialog.Description className={s.description}>{description}</Dialog.Description>
            </div>
            <Dialog.Close className={s.closeButton} aria-label={flowsCopy.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
