/**
 * Every secret the app reads. The names are the contract with packages/core/src/config.ts, which
 * reads them as `Resource.<Name>.value`: keep them identical. Set them with
 * `npx sst secret set <Name> <value> --stage <stage>`.
 *
 * Only DatabaseUrl is required. The others default to the placeholder `unset`, which config.ts
 * treats as "not configured", so that port falls back to its embedded adapter.
 */
const UNSET = 'unset';

export const secret = {
  DatabaseUrl: new sst.Secret('DatabaseUrl'),
  StripeSecretKey: new sst.Secret('StripeSecretKey', UNSET),
  StripeWebhookSecret: new sst.Secret('StripeWebhookSecret', UNSET),
  StripePriceRestaurant: new sst.Secret('StripePriceRestaurant', UNSET),
  StripePriceStays: new sst.Secret('StripePriceStays', UNSET),
  StripePriceSommelier: new sst.Secret('StripePriceSommelier', UNSET),
  StripePriceCitypacks: new sst.Secret('StripePriceCitypacks', UNSET),
  AiApiKey: new sst.Secret('AiApiKey', UNSET),
  GoogleMapsApiKey: new sst.Secret('GoogleMapsApiKey', UNSET),
  /** Required, like DatabaseUrl: signs guests' booking links (ADR 022). `openssl rand -base64 32`. */
  GuestLinkSecret: new sst.Secret('GuestLinkSecret'),
  /** Web Push's VAPID pair (ADR 119), `npx web-push generate-vapid-keys`; unset: owners' notifications are off. */
  VapidPublicKey: new sst.Secret('VapidPublicKey', UNSET),
  VapidPrivateKey: new sst.Secret('VapidPrivateKey', UNSET),
};

export const allSecrets = Object.values(secret);
