// The messages screen's reply box: an opened message shows its thread (each reply with where its mail is, a failed
// one said plainly), a reply needs text, is sent for the message, and once sent the thread and the list show it; the
// list marks a message whose reply was not delivered.
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { MessageReplied, MessageReplyAnswer, MessageThread } from '../../contract/answers';
import type { Paged } from '../../contract/api';
import { languageLabels } from '../../contract/messages/validation';
import { createCrudMachine } from '../../machines/adminCrud';
import { MessagesView } from '../../src/admin/screens/inbox';
import { sendReplyLogic, threadLogic } from '../../src/admin/screens/messageThread';
import type { AdminMessage } from '../../src/api/admin';
import { adminCopy } from '../../src/i18n/admin';

const tm = adminCopy.messages;

const message: AdminMessage = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Hana Girma',
  email: 'hana@example.org',
  phone: '',
  subject: 'General Inquiry',
  message: 'ስለ አባልነት መረጃ እፈልጋለሁ።',
  contactType: 'individual',
  organization: '',
  status: 'new',
  lang: 'am',
  createdAt: '2026-11-20T08:00:00.000Z',
  replyCount: 0,
  replyFailed: false,
};
const bounced: AdminMessage = {
  ...message,
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Abebe Kebede',
  email: 'abebe@example.org',
  subject: 'Other',
  message: 'Hello',
  lang: 'en',
  status: 'replied',
  replyCount: 1,
  replyFailed: true,
};
const failedReply: MessageReplyAnswer = {
  id: '33333333-3333-4333-8333-333333333333',
  staffName: 'Almaz Tesfaye',
  text: 'Thank you, we will call you.',
  lang: 'en',
  createdAt: '2026-11-21T08:00:00.000Z',
  mailStatus: 'failed',
  mailError: '550 mailbox unavailable',
};

afterEach(cleanup);

function renderScreen() {
  const threads: Record<string, MessageReplyAnswer[]> = { [message.id]: [], [bounced.id]: [failedReply] };
  const sent: { id: string; text: string }[] = [];
  let reloads = 0;
  const actor = createActor(
    createCrudMachine<AdminMessage>().provide({
      actors: {
        loadPage: fromPromise(async (): Promise<Paged<AdminMessage>> => {
          reloads++;
          return { items: [message, bounced], total: 2, page: 1, pageSize: 20 };
        }),
      },
    }),
    { input: {} },
  );
  actor.start();
  const thread = threadLogic.provide({
    actors: { load: fromPromise(async ({ input }) => ({ replies: threads[input.params] ?? [] }) satisfies MessageThread) },
  });
  const send = sendReplyLogic.provide({
    actors: {
      run: fromPromise(async ({ input: { params } }) => {
        sent.push(params);
        const reply: MessageReplyAnswer = {
          id: '44444444-4444-4444-8444-444444444444',
          staffName: 'Almaz Tesfaye',
          text: params.text,
          lang: 'am',
          createdAt: '2026-11-22T08:00:00.000Z',
          mailStatus: 'pending',
          mailError: null,
        };
        threads[params.id] = [reply];
        return { reply, message: { ...message, status: 'replied', replyCount: 1 } } satisfies MessageReplied;
      }),
    },
  });
  render(<MessagesView actor={actor} thread={thread} send={send} />);
  return { sent, reloads: () => reloads };
}

describe('replying to a message', () => {
  it('sends the reply written in the box for the message, then shows it in the thread and reloads the list', async () => {
    const user = userEvent.setup();
    const { sent, reloads } = renderScreen();
    await user.click(await screen.findByRole('button', { name: `${tm.open}: ${tm.subjects['General Inquiry']}` }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByText(tm.noReplies);
    const box = within(dialog).getByRole('textbox', { name: new RegExp(tm.replyLabel) });
    // Staff are told which language to write in: the one the visitor used.
    expect(dialog).toHaveTextContent(tm.replyHint(languageLabels.am));
    expect(box).toHaveAttribute('lang', 'am');

    await user.click(within(dialog).getByRole('button', { name: tm.sendReply }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Reply is required');
    expect(sent).toEqual([]);

    const before = reloads();
    await user.type(box, 'ሰላም፤ በቅርቡ እንደውልልዎታለን።');
    await user.click(within(dialog).getByRole('button', { name: tm.sendReply }));
    await within(dialog).findByText(tm.replySent);
    expect(sent).toEqual([{ id: message.id, text: 'ሰላም፤ በቅርቡ እንደውልልዎታለን።' }]);
    const thread = await within(dialog).findByTestId('message-replies');
    expect(thread).toHaveTextContent('ሰላም፤ በቅርቡ እንደውልልዎታለን።');
    expect(thread).toHaveTextContent(tm.mailStatuses.pending!);
    expect(box).toHaveValue('');
    // The message is replied now: no "Mark Replied" in the dialog, and the list is asked again.
    expect(within(dialog).queryByRole('button', { name: tm.markReplied })).toBeNull();
    await waitFor(() => expect(reloads()).toBeGreaterThan(before));
  });

  it('marks a message whose reply was not delivered, in the list and in its thread', async () => {
    const user = userEvent.setup();
    renderScreen();
    const row = (await screen.findByText('Abebe Kebede')).closest('tr')!;
    expect(within(row).getByTestId('reply-failed')).toHaveTextContent(tm.replyFailedBadge);
    await user.click(within(row).getByRole('button', { name: `${tm.open}: ${tm.subjects.Other}` }));
    const dialog = await screen.findByRole('dialog');
    const item = (await within(dialog).findByText(failedReply.text)).closest('li')!;
    expect(item).toHaveAttribute('data-mail-status', 'failed');
    expect(item).toHaveTextContent(tm.mailStatuses.failed!);
    expect(item).toHaveTextContent(tm.mailFailedNote);
  });
});
