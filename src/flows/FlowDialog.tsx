// The Radix dialog every flow uses: controlled by its machine (open while the machine is in `open`).
import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { copy } from '../i18n';
import * as s from './flows.css';

export function FlowDialog({
  open,
  onOpen,
  onClose,
  trigger,
  title,
  description,
  children,
}: {
  open: boolean;
  onOpen(): void;
  onClose(): void;
  trigger: ReactNode;
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? onOpen() : onClose())}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={s.overlay} />
        <Dialog.Content className={s.content}>
          <div className={s.header}>
            <div>
              <Dialog.Title className={s.title}>{title}</Dialog.Title>
              <Dialog.Description className={s.description}>{description}</Dialog.Description>
            </div>
            <Dialog.Close className={s.closeButton} aria-label={copy.flows.close}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
