// Settings (admins only): how to pay the membership fee, and what the certificate prints from the association (the
// chairperson's name and title, the logo, the signature and the seal). Every save is audited; the admin router clears
// the cached public answers and pages after it, so the next visitor reads the new fee and accounts.
import { Hono } from 'hono';
import * as v from 'valibot';
import { PREFIXED_LANGS } from '../../../contract/languages';
import { AdminPaymentSettingsSchema, PaymentSettingsSchema } from '../../../contract/paymentSchema';
import { say } from '../../../contract/say';
import { inTx } from '../../db/client';
import { ADMIN, data, describe, file, jsonInput, pathInput } from '../../platform/apiDoc';
import type { AppEnv } from '../../platform/deps';
import { ApiError, ok } from '../../platform/http';
import { actorOf } from '../../platform/lists';
import { requireAdmin } from '../../platform/middleware';
import {
  CERTIFICATE_IMAGE_MAX_BYTES,
  CERTIFICATE_IMAGES,
  certificateSigningView,
  imageType,
  readCertificateSigning,
  removeCertificateImage,
  saveCertificateImage,
  saveCertificateWords,
} from '../members/certificateSigning';
import { readPaymentSettingsRecord, savePaymentSettings } from '../membership/paymentSettings';

const line = v.pipe(v.string(), v.trim(), v.maxLength(120));
export const CertificateWordsSchema = v.object({
  chairName: line,
  chairTitle: line,
  translations: v.optional(
    v.record(v.picklist(PREFIXED_LANGS, say('translationLanguage')), v.object({ chairTitle: v.optional(line, '') })),
    {},
  ),
});
const ImageInfoSchema = v.nullable(v.object({ type: v.string(), bytes: v.number(), sha256: v.string() }));
/** What Settings shows of the certificate's signing: the chairperson's words and, per image, its type, size and hash. */
export const CertificateSigningViewSchema = v.object({
  ...CertificateWordsSchema.entries,
  images: v.record(v.string(), ImageInfoSchema),
});

/** `:image`, one of the certificate's images; any other name is a 404. */
const imageInput = () =>
  pathInput(
    v.object({ image: v.pipe(v.picklist(CERTIFICATE_IMAGES), v.description('logo, signature or seal.')) }),
    'admin.certificateImageUnknown',
  );

export const adminSettingsRoutes = () =>
  new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get(
      '/',
      describe({
        tag: 'Admin',
        summary: 'How to pay the membership fee, as last saved, and by whom',
        roles: ADMIN,
        answer: data(AdminPaymentSettingsSchema),
      }),
      async (c) => ok(c, await readPaymentSettingsRecord(c.get('deps').database.db)),
    )
    .put(
      '/',
      describe({
        tag: 'Admin',
        summary: 'Change how to pay the membership fee (audited)',
        description: 'An application keeps the fee it owed when it was made; a change here applies to the applications made after it.',
        roles: ADMIN,
        answer: data(AdminPaymentSettingsSchema),
      }),
      jsonInput(PaymentSettingsSchema),
      async (c) => {
        const input = c.req.valid('json');
        const actor = actorOf(c);
        const deps = c.get('deps');
        await inTx(deps.database.db, (tx) => savePaymentSettings(tx, input, actor, deps.now()));
        return ok(c, await readPaymentSettingsRecord(deps.database.db));
      },
    )
    .get(
      '/certificate',
      describe({
        tag: 'Admin',
        summary: "What the certificate prints from the association: the chairperson's name and title, the images",
        roles: ADMIN,
        answer: data(CertificateSigningViewSchema),
      }),
      async (c) => ok(c, await certificateSigningView(c.get('deps').database.db)),
    )
    .put(
      '/certificate',
      describe({
        tag: 'Admin',
        summary: "Change the chairperson's name and titles on the certificate (audited)",
        roles: ADMIN,
        answer: data(CertificateSigningViewSchema),
      }),
      jsonInput(CertificateWordsSchema),
      async (c) => {
        const input = c.req.valid('json');
        const deps = c.get('deps');
        await inTx(deps.database.db, (tx) => saveCertificateWords(tx, input, actorOf(c)));
        return ok(c, await certificateSigningView(deps.database.db));
      },
    )
    // An image as the request's body (Content-Type image/png or image/jpeg); what the bytes are decides, not the name.
    // The body is read here, not by a validator: its type and size are refused with the image's own codes.
    .put(
      '/certificate/:image',
      describe({
        tag: 'Admin',
        summary: 'Upload the logo, the signature or the seal (audited)',
        description:
          '`image` is logo, signature or seal. The body is the image itself (PNG or JPEG, its type read from its bytes, at most 256 KB).',
        roles: ADMIN,
        body: { schema: v.string(), types: ['image/png', 'image/jpeg'] },
        answer: data(CertificateSigningViewSchema),
        errors: [404, 413, 415],
      }),
      imageInput(),
      async (c) => {
        const name = c.req.valid('param').image;
        const declared = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
        if (declared !== 'image/png' && declared !== 'image/jpeg') throw new ApiError(415, 'admin.certificateImageType');
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        if (bytes.length > CERTIFICATE_IMAGE_MAX_BYTES) throw new ApiError(413, 'admin.certificateImageTooLarge');
        const type = imageType(bytes);
        if (!type) throw new ApiError(415, 'admin.certificateImageType');
        const deps = c.get('deps');
        await inTx(deps.database.db, (tx) => saveCertificateImage(tx, name, bytes, type, actorOf(c)));
        return ok(c, await certificateSigningView(deps.database.db));
      },
    )
    .get(
      '/certificate/:image',
      describe({
        tag: 'Admin',
        summary: 'One uploaded image of the certificate',
        roles: ADMIN,
        answer: file('The image.', { 'image/png': 'A PNG.', 'image/jpeg': 'A JPEG.' }),
        errors: [404],
      }),
      imageInput(),
      async (c) => {
        const name = c.req.valid('param').image;
        const image = (await readCertificateSigning(c.get('deps').database.db))[name];
        if (!image) throw new ApiError(404, 'http.notFound');
        return c.body(image.data as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': image.type, 'Cache-Control': 'private, no-store' });
      },
    )
    .delete(
      '/certificate/:image',
      describe({
        tag: 'Admin',
        summary: 'Remove an uploaded image of the certificate (audited)',
        roles: ADMIN,
        answer: data(CertificateSigningViewSchema),
        errors: [404],
      }),
      imageInput(),
      async (c) => {
        const name = c.req.valid('param').image;
        const deps = c.get('deps');
        await inTx(deps.database.db, (tx) => removeCertificateImage(tx, name, actorOf(c)));
        return ok(c, await certificateSigningView(deps.database.db));
      },
    );
