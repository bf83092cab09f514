// Model-based: every shortest path of the receipt upload machine (as the member's page runs it, on its own), replayed on
// the rendered upload form with the real upload wiring and a faked XMLHttpRequest upload.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useActorRef } from '@xstate/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, type SnapshotFrom } from 'xstate';
import { messages } from '../../contract/messages';
import { toStateKey } from '../../machines/form';
import {
  type ReceiptEvent,
  type ReceiptFile,
  type ReceiptUploadMachine,
  receiptProblem,
  receiptUploadMachine,
} from '../../machines/receiptUpload';
import { uploads } from '../support/fakeUpload';
import * as model from './model';

vi.mock('../../src/api/upload', () => import('../support/fakeUpload'));
const { ReceiptUploadPanel, receiptUploadLogic } = await import('../../src/flows/receipt/ReceiptUpload');

type Snap = SnapshotFrom<ReceiptUploadMachine>;
const APP_ID = '5a916273-8495-4fa6-9b07-c183c4d5e6f7';
const MB = 1024 * 1024;
const files: Record<string, ReceiptFile> = {
  good: { name: 'receipt.pdf', size: 3 * MB, type: 'application/pdf' },
  gif: { name: 'receipt.gif', size: 900, type: 'image/gif' },
  big: { name: 'scan.png', size: 5 * MB + 1, type: 'image/png' },
};
const REFUSED = 'This application has already been decided, so no more receipts can be added to it.';

function eventsFor(s: Snap): ReceiptEvent[] {
  switch (toStateKey<ReceiptUploadMachine>(s.value)) {
    case 'idle':
      return [
        ...(s.context.file ? [] : Object.values(files).map((file) => ({ type: 'receipt.selected' as const, file }))),
        { type: 'receipt.submitted' },
      ];
    case 'uploading':
      return [
        ...(s.context.progress.loaded === 0 ? [{ type: 'receipt.progressed' as const, loaded: 1 * MB, total: 3 * MB }] : []),
        { type: 'receipt.uploaded' },
        { type: 'receipt.failed', serverMessage: REFUSED },
        { type: 'receipt.failed' },
      ];
    case 'failed':
      return [{ type: 'receipt.submitted' }, { type: 'receipt.selected', file: files.gif! }];
    case 'uploaded':
      return [];
  }
}

const allPaths = model
  .testModel(receiptUploadMachine, {
    input: { applicationId: APP_ID },
    serializeState: (s) => {
      const snap = s as Snap;
      return JSON.stringify([
        snap.value,
        snap.context.file?.name ?? null,
        snap.context.receiptError,
        snap.context.uploadFailure,
        snap.context.progress.loaded,
      ]);
    },
    events: eventsFor as never,
  })
  .shortestPaths();
const paths = model.onePathPerView(allPaths, (p) => {
  const s = p.state as Snap;
  return JSON.stringify([s.value, s.context.receiptError, !!s.context.uploadFailure, s.context.progress.loaded > 0, p.steps.length > 4]);
});

const fileInput = () => screen.getByLabelText('Payment receipt');
const button = () => screen.getByRole('button', { name: /^(Upload receipt|Try again|Uploading receipt…)$/ });

const checks = {
  idle: async (s) => {
    expect(fileInput()).toBeEnabled();
    // The phone's file picker offers only what is accepted.
    expect(fileInput()).toHaveAttribute('accept', '.jpg,.jpeg,.png,.pdf,image/jpeg,image/png,application/pdf');
    expect(button()).toHaveTextContent('Upload receipt');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByText(/JPG, PNG or PDF file of at most 5MB/)).toBeInTheDocument();
    if (s.context.receiptError) expect(screen.getByText(s.context.receiptError)).toHaveAttribute('role', 'alert');
    else expect(screen.queryByRole('alert')).toBeNull();
    if (s.context.file) expect(screen.getByText(new RegExp(`Selected: ${s.context.file.name}`))).toBeInTheDocument();
  },
  uploading: async (s) => {
    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('value', String(s.context.progress.loaded)));
    expect(bar).toHaveAttribute('max', String(s.context.progress.total));
    expect(fileInput()).toBeDisabled();
    expect(uploads.at(-1)).toMatchObject({ applicationId: APP_ID, aborted: false });
    expect(uploads.at(-1)!.file.name).toBe(s.context.file!.name);
  },
  failed: async (s) => {
    expect(await screen.findByText(messages.membership.receiptFailed)).toHaveAttribute('role', 'alert');
    expect(button()).toHaveTextContent('Try again');
    if (s.context.uploadFailure) expect(screen.getByText(s.context.uploadFailure)).toBeInTheDocument();
    else expect(screen.queryByText(REFUSED)).toBeNull();
  },
  uploaded: async () => {
    expect(await screen.findByText(messages.membership.receiptSuccess)).toHaveAttribute('role', 'status');
    expect(screen.queryByLabelText('Payment receipt')).toBeNull();
  },
} satisfies model.StateChecks<ReceiptUploadMachine>;

const realFile = (f: ReceiptFile) => {
  const file = new File(['x'], f.name, { type: f.type });
  Object.defineProperty(file, 'size', { value: f.size });
  return file;
};

function Harness() {
  const actor = useActorRef(receiptUploadLogic, { input: { applicationId: APP_ID } });
  return <ReceiptUploadPanel actor={actor} />;
}

beforeEach(() => {
  uploads.length = 0;
});
afterEach(cleanup);

describe('receiptProblem', () => {
  it.each([
    [files.good!, null],
    [files.gif!, messages.membership.receiptWrongType],
    [files.big!, messages.membership.receiptTooLarge],
    [null, messages.membership.receiptMissing],
  ])('%j → %s', (file, expected) => expect(receiptProblem(file)).toBe(expected));
});

describe('receipt upload (model-based, tested on the upload form)', () => {
  it('reaches every state of the machine', () => {
    expect(model.endKeys(paths)).toEqual(Object.keys(checks).sort());
  });

  for (const path of paths) {
    it(model.describePath(path, ` ${(path.state as Snap).context.receiptError ?? ''}`), async () => {
      const user = userEvent.setup();
      render(<Harness />);
      await path.test(
        model.testParams<ReceiptUploadMachine, ReceiptEvent, object>(
          checks,
          {
            'receipt.selected': (event) => {
              Object.defineProperty(fileInput(), 'files', { value: event.file ? [realFile(event.file)] : [], configurable: true });
              fireEvent.change(fileInput());
            },
            'receipt.submitted': () => user.click(button()),
            'receipt.progressed': (event) => act(async () => uploads.at(-1)!.cb.onProgress(event.loaded, event.total)),
            'receipt.uploaded': () => act(async () => uploads.at(-1)!.cb.onDone()),
            'receipt.failed': (event) => act(async () => uploads.at(-1)!.cb.onFail(event.serverMessage ? 409 : null, event.serverMessage)),
          },
          {},
        ),
      );
    });
  }

  it('leaving the page mid-upload stops the request', async () => {
    const actor = createActor(receiptUploadLogic, { input: { applicationId: APP_ID } }).start();
    actor.send({ type: 'receipt.selected', file: realFile(files.good!) });
    actor.send({ type: 'receipt.submitted' });
    expect(uploads).toHaveLength(1);
    actor.stop();
    expect(uploads[0]!.aborted).toBe(true);
  });
});
