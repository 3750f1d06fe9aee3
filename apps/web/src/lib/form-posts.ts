import { NextResponse, type NextRequest } from 'next/server';

/** Next's limit on a server action's body (serverActions.bodySizeLimit, 1 MB by default). */
const FORM_BODY_LIMIT = 1024 * 1024;

/**
 * A post Next would refuse by throwing (a 500), answered with its status instead: another origin than
 * the page's own — Next's own rule for server actions: the Origin's host against X-Forwarded-Host, else
 * Host — is a 403 (`Origin: null` too), a body over FORM_BODY_LIMIT a 413. Null: let it through.
 */
export function refusedPost(request: NextRequest): NextResponse | null {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > FORM_BODY_LIMIT) return refusal(413, 'Payload Too Large', 'The form is larger than 1 MB');
  const origin = request.headers.get('origin');
  if (origin === null) return null;
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host');
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    /* `null` or not a URL */
  }
  if (originHost && originHost === host) return null;
  return refusal(403, 'Forbidden', 'Forms of this site are accepted from its own pages only');
}

function refusal(statusCode: number, error: string, message: string): NextResponse {
  return NextResponse.json({ statusCode, error, message }, { status: statusCode });
}
