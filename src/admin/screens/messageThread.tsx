// Under an opened contact message: the replies sent from the site (each with where its mail is) and the box to write
// one. The thread is a load machine, the sending a task machine; the view only shows their states.
import { useActorRef, useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useState } from 'react';
import { fromPromise } from 'xstate';
import type { MessageReplied, MessageThread as Thread } from '../../../contract/answers';
import { MessageReplySchema, REPLY_MAX } from '../../../contract/contact';
import { DEFAULT_LANG } from '../../../contract/languages';
import { languageLabels } from '../../../contract/messages/validation';
import { createLoadMachine } from '../../../machines/adminLoad';
import { createTaskMachine } from '../../../machines/adminTask';
import type { AdminMessage } from '../../api/admin';
import { api, send } from '../../api/client';
import { Badge } from '../../components/Badge';
import { Button } from '../../components/Button';
import { FormAlert, TextAreaField } from '../../components/Field';
import { dateTime } from '../../format/dates';
import { adminCopy } from '../../i18n/admin';
import { schemaValidator } from '../ui';
import * as s from './messageThread.css';

const tm = adminCopy.messages;
const MAIL_TONES = { pending: 'warning', sent: 'success', failed: 'danger' } as const;
const replyErrors = schemaValidator(MessageReplySchema);

const replies = api.admin['contact-messages'][':id'].replies;

export const threadLogic = createLoadMachine<string, Thread>({ id: 'messageThread' }).provide({
  actors: {
    load: fromPromise(({ input: { params }, signal }) => send(replies.$get({ param: { id: params } }, { init: { signal } }))),
  },
});

export const sendReplyLogic = createTaskMachine<{ id: string; text: string }, MessageReplied>('messageReply').provide({
  actors: {
    run: fromPromise(({ input: { params } }) => send(replies.$post({ param: { id: params.id }, json: { text: params.text } }))),
  },
});

export function MessageThread({
  message,
  onReplied,
  thread = threadLogic,
  send = sendReplyLogic,
}: {
  message: AdminMessage;
  /** The message as it is after a reply (marked replied). */
  onReplied: (message: AdminMessage) => void;
  thread?: typeof threadLogic;
  send?: typeof sendReplyLogic;
}) {
  const threadActor = useActorRef(thread, { input: { params: message.id } });
  const sendActor = useActorRef(send);
  const replies = useSelector(threadActor, (snap) => snap.context.data?.replies ?? null);
  const loadFailed = useSelector(threadActor, (snap) => (snap.matches('failed') ? snap.context.error : null));
  const sending = useSelector(sendActor, (snap) => snap.matches('working'));
  const sent = useSelector(sendActor, (snap) => (snap.matches('done') ? snap.context.result : null));
  const sendFailed = useSelector(sendActor, (snap) => (snap.matches('failed') ? snap.context.error : null));
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const language = languageLabels[message.lang ?? DEFAULT_LANG];

  // A reply sent: the box empties, the thread shows it, and the list learns the message is replied.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new result acts.
  useEffect(() => {
    if (!sent) return;
    setText('');
    threadActor.send({ type: 'params.changed', params: message.id });
    onReplied(sent.message);
  }, [sent]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const errors = replyErrors({ text });
    if (errors) setError(errors.text ?? Object.values(errors)[0]);
    else sendActor.send({ type: 'started', params: { id: message.id, text } });
  };

  return (
    <>
      <section className={s.section} aria-labelledby="message-thread-title">
        <h3 id="message-thread-title" className={s.title}>
          {tm.thread}
        </h3>
        {loadFailed && (
          <FormAlert tone="error">
            {tm.threadFailed} {loadFailed}
          </FormAlert>
        )}
        {replies && replies.length === 0 && <p className={s.empty}>{tm.noReplies}</p>}
        {replies && replies.length > 0 && (
          <ol className={s.replies} data-testid="message-replies">
            {replies.map((r) => (
              <li
                key={r.id}
                className={r.mailStatus === 'failed' ? `${s.reply} ${s.replyFailed}` : s.reply}
                data-mail-status={r.mailStatus ?? ''}
              >
                <div className={s.replyHead}>
                  <span>{tm.repliedBy(r.staffName, dateTime(r.createdAt))}</span>
                  {r.mailStatus && <Badge tone={MAIL_TONES[r.mailStatus]}>{tm.mailStatuses[r.mailStatus]}</Badge>}
                </div>
                <p className={s.replyText} lang={r.lang}>
                  {r.text}
                </p>
                {r.mailStatus === 'failed' && <p className={s.failedNote}>{tm.mailFailedNote}</p>}
              </li>
            ))}
          </ol>
        )}
      </section>
      <form className={s.section} onSubmit={submit} noValidate aria-busy={sending}>
        {sent && <FormAlert tone="success">{tm.replySent}</FormAlert>}
        {sendFailed !== null && (
          <FormAlert tone="error">
            {tm.replyNotSent} {sendFailed}
          </FormAlert>
        )}
        <TextAreaField
          label={tm.replyLabel}
          hint={tm.replyHint(language)}
          required
          rows={5}
          maxLength={REPLY_MAX}
          lang={message.lang}
          value={text}
          error={error}
          disabled={sending}
          onChange={(e) => {
            setText(e.target.value);
            setError(undefined);
            if (sent) sendActor.send({ type: 'dismissed' });
          }}
        />
        <Button type="submit" disabled={sending}>
          {sending ? tm.sendingReply : tm.sendReply}
        </Button>
      </form>
    </>
  );
}
