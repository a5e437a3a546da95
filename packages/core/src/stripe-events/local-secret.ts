/**
 * Local default: the embedded checkout signs its events with this secret when none is configured.
 * A module of its own so the checkout can name it without loading the webhook and its Stripe SDK
 * (ADR 046).
 */
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_tablestay_embedded_checkout';
