import { handle } from 'hono/aws-lambda';
import { createCore, type Core } from '@tablestay/core/app';
import { createApiApp, forwardedIp } from './http';

// The Stripe webhook is its own function so it can be linked to the webhook secret alone.
let core: Promise<Core> | undefined;
export const handler = handle(createApiApp(() => (core ??= createCore()), forwardedIp, undefined, 'lambda'));
