import { Fragment } from 'react';

/**
 * An email address that wraps where a reader expects it on a narrow screen: after the "@" and before
 * each dot of the domain (`<wbr>`), never in the middle of a name, unless a part alone is wider
 * than the line (then the caller's `wrap-break-word` breaks it).
 */
export function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at < 0) return <>{email}</>;
  const domain = email.slice(at + 1).split('.');
  return (
    <>
      {email.slice(0, at + 1)}
      <wbr />
      {domain.map((part, i) => (
        <Fragment key={i}>
          {i > 0 && (
            <>
              <wbr />.
            </>
          )}
          {part}
        </Fragment>
      ))}
    </>
  );
}
