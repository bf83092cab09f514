// Settings (admins only): how to pay the membership fee, and what the certificate prints from the association (the
// chairperson's name and title, the logo, the signature and the seal). Every save is audited; the admin router clears
// the cached public answers and pages after it, so the next visitor reads the new fee and accounts.
import { Hono } from 'hono';
import * as v from 'valibot';
import { PaymentSettingsSchema } from '../../../contract/paymentSchema';
import { inTx } from '../../db/client';
import type { AppEnv } from '../../deps';
import { ApiError, jsonBody, ok } from '../../http';
import { requireAdmin } from '../../middleware';
import {
  CERTIFICATE_IMAGE_MAX_BYTES,
  CERTIFICATE_IMAGES,
  type CertificateImageName,
  certificateSigningView,
  imageType,
  readCertificateSigning,
  removeCertificateImage,
  saveCertificateImage,
  saveCertificateWords,
} from '../../services/certificateSigning';
import { readPaymentSettingsRecord, savePaymentSettings } from '../../services/paymentSettings';
import { actorOf } from './list';

const line = v.pipe(v.string(), v.trim(), v.maxLength(120));
export const CertificateWordsSchema = v.object({ chairName: line, chairTitle: line, chairTitleAm: line });
const ImageInfoSchema = v.nullable(v.object({ type: v.string(), bytes: v.number(), sha256: v.string() }));
/** What Settings shows of the certificate's signing: the chairperson's words and, per image, its type, size and hash. */
export const CertificateSigningViewSchema = v.object({
  ...CertificateWordsSchema.entries,
  images: v.record(v.string(), ImageInfoSchema),
});

const imageName = (name: string): CertificateImageName => {
  if (!(CERTIFICATE_IMAGES as readonly string[]).includes(name)) throw new ApiError(404, 'admin.certificateImageUnknown');
  return name as CertificateImageName;
};

export const adminSettingsRoutes = () =>
  new Hono<AppEnv>()
    .use('*', requireAdmin)
    .get('/', async (c) => ok(c, await readPaymentSettingsRecord(c.get('deps').database.db)))
    .put('/', async (c) => {
      const input = await jsonBody(c, PaymentSettingsSchema);
      const actor = actorOf(c);
      const deps = c.get('deps');
      await inTx(deps.database.db, (tx) => savePaymentSettings(tx, input, actor, deps.now()));
      return ok(c, await readPaymentSettingsRecord(deps.database.db));
    })
    .get('/certificate', async (c) => ok(c, await certificateSigningView(c.get('deps').database.db)))
    .put('/certificate', async (c) => {
      const input = await jsonBody(c, CertificateWordsSchema);
      const deps = c.get('deps');
      await inTx(deps.database.db, (tx) => saveCertificateWords(tx, input, actorOf(c)));
      return ok(c, await certificateSigningView(deps.database.db));
    })
    // An image as the request's body (Content-Type image/png or image/jpeg); what the bytes are decides, not the name.
    .put('/certificate/:image', async (c) => {
      const name = imageName(c.req.param('image'));
      const declared = (c.req.header('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      if (declared !== 'image/png' && declared !== 'image/jpeg') throw new ApiError(415, 'admin.certificateImageType');
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length > CERTIFICATE_IMAGE_MAX_BYTES) throw new ApiError(413, 'admin.certificateImageTooLarge');
      const type = imageType(bytes);
      if (!type) throw new ApiError(415, 'admin.certificateImageType');
      const deps = c.get('deps');
      await inTx(deps.database.db, (tx) => saveCertificateImage(tx, name, bytes, type, actorOf(c)));
      return ok(c, await certificateSigningView(deps.database.db));
    })
    .get('/certificate/:image', async (c) => {
      const name = imageName(c.req.param('image'));
      const image = (await readCertificateSigning(c.get('deps').database.db))[name];
      if (!image) throw new ApiError(404, 'http.notFound');
      return c.body(image.data as Uint8Array<ArrayBuffer>, 200, { 'Content-Type': image.type, 'Cache-Control': 'private, no-store' });
    })
    .delete('/certificate/:image', async (c) => {
      const name = imageName(c.req.param('image'));
      const deps = c.get('deps');
      await inTx(deps.database.db, (tx) => removeCertificateImage(tx, name, actorOf(c)));
      return ok(c, await certificateSigningView(deps.database.db));
    });
