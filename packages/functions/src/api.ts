import { streamHandle } from 'hono/aws-lambda';
import { createCore, type Core } from '@tablestay/core/app';
import { createApiApp, forwardedIp } from './http';

// Lambda host: one core per warm instance; migrations run in the deploy step, not here. Responses
// stream (Lambda response streaming behind the function URL, infra/api.ts `streaming: true`), so the
// chat's answer reaches the phone word by word as it does locally (ADR 089).
let core: Promise<Core> | undefined;
const getCore = () => (core ??= createCore());

export const handler = streamHandle(createApiApp(getCore, forwardedIp, undefined, 'lambda'));
