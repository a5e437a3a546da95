/** `npm run bench:chat`: only the chat assistant's answer time from `npm run bench`. */
import { benchChat, printChat } from './chat-bench';
import { section } from './format';

section('Chat assistant answer time (embedded engine, seeded PGlite)');
printChat(await benchChat());
