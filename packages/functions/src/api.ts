import { handle } from 'hono/aws-lambda';
import { createCore, type Core } from '@tablestay/core/app';
import { createApiApp, forwardedIp } from './http';

// Lambda host: one core per warm instance; migrations run in the deploy step, not here.
let core: Promise<Core> | undefined;
const getCore = () => (core ??= createCore());

export const handler = handle(createApiApp(getCore, forwardedIp));
