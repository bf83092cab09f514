// The Radix dialog every flow uses: controlled by its machine (open while the machine is in `open`).
import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useEffect } from 'react';
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
  trigger: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => send({ type: next ? 'dialog.opened' : 'dialog.closed' })}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={s.content}>
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
