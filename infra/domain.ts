/**
 * The one public host name of a stage: the site, the API (/api) and photos (/uploads) share it, so
 * the session cookie is first-party. Production is tablestay.si; other stages a subdomain of it.
 * The tablestay.si hosted zone must be in Route 53 of the deploying account (SST's default DNS).
 */
export const domain = $app.stage === 'production' ? 'tablestay.si' : `${$app.stage}.tablestay.si`;
