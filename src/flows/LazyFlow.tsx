// The dialog flows (Radix Dialog, their machine, their form) are not part of a page's first view: the page shows the
// flow's button, starts fetching the flow's code when the visitor reaches for it (pointer, touch or keyboard focus),
// and opens the dialog as soon as the code is there. A failed download says so and the next click tries again. A button
// that is a link (Join Now) leads to the flow's page until the app runs; then a plain click opens the dialog instead,
// and a click that asks for a new tab still gets the page there.
import { type ComponentType, cloneElement, type HTMLAttributes, type MouseEvent, type ReactElement, useState } from 'react';
import { isPlainClick } from '../components/Button';
import { copy } from '../i18n';
import * as s from './LazyFlow.css';
import { type ApplyProps, applyTrigger, type OpensOnMount, type RegisterProps, registerTrigger } from './triggers';

type Load<P> = () => Promise<ComponentType<P & OpensOnMount>>;
type Loading<P> = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; Flow: ComponentType<P & OpensOnMount> };

export function LazyFlow<P extends object>({
  load,
  trigger,
  props,
}: {
  load: Load<P>;
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  props: P;
}) {
  const [loading, setLoading] = useState<Loading<P>>({ status: 'idle' });
  if (loading.status === 'ready') return <loading.Flow {...props} openOnMount />;
  const prefetch = () => void load().catch(() => undefined);
  const open = (e: MouseEvent) => {
    if (!isPlainClick(e)) return;
    e.preventDefault();
    if (loading.status === 'loading') return;
    setLoading({ status: 'loading' });
    load().then(
      (Flow) => setLoading({ status: 'ready', Flow }),
      () => setLoading({ status: 'failed' }),
    );
  };
  return (
    <>
      {cloneElement(trigger, {
        onClick: open,
        onPointerEnter: prefetch,
        onTouchStart: prefetch,
        onFocus: prefetch,
        'aria-busy': loading.status === 'loading' || undefined,
      })}
      {loading.status === 'failed' && (
        <p className={s.loadFailed} role="alert">
          {copy.common.formLoadFailed}
        </p>
      )}
    </>
  );
}

const loadApply: Load<ApplyProps> = () => import('./membership/ApplyButton').then((m) => m.ApplyButton);
const loadRegister: Load<RegisterProps> = () => import('./events/RegisterButton').then((m) => m.RegisterButton);

/** Join Now / Register Now on the membership page: opens the membership application. */
export const LazyApplyButton = (props: ApplyProps) => <LazyFlow load={loadApply} trigger={applyTrigger(props)} props={props} />;

/** Register Now on an upcoming event card: opens the event registration. */
export const LazyRegisterButton = (props: RegisterProps) => <LazyFlow load={loadRegister} trigger={registerTrigger(props)} props={props} />;
