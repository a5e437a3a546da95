import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';

describe('an email address on a narrow screen', () => {
  it('may break after the @ and before each dot of the domain, nowhere inside a name', () => {
    expect(renderToStaticMarkup(createElement(EmailText, { email: 'ana.novak@gostilna.example.com' }))).toBe(
      'ana.novak@<wbr/>gostilna<wbr/>.example<wbr/>.com',
    );
    expect(renderToStaticMarkup(createElement(EmailText, { email: 'no-at-sign' }))).toBe('no-at-sign');
  });
});
