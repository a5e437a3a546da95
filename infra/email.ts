import { domain } from './domain';

/**
 * SES identity for the stage's domain (DKIM records are added in Route 53 by SST). New AWS
 * accounts start in the SES sandbox: request production access before real guests get mail.
 */
export const email = new sst.aws.Email('Email', {
  sender: domain,
});

/** What a function needs, next to `link: [email]`, to send through SES (config.ts). */
export const emailEnvironment = {
  EMAIL_PROVIDER: 'ses',
  SES_REGION: aws.getRegionOutput().region,
  EMAIL_FROM: `TableStay <no-reply@${domain}>`,
};
