/** The operator login form in front of Bull Board and the GraphQL explorer: one field, no script, posts to /admin/login. */
export function loginPage({ action, next, error }: { action: string; next: string; error?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Operator login · Survey Feedback</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #f4f5f7; color: #1d2733; margin: 0; }
  main { max-width: 26rem; margin: 12vh auto; background: #fff; padding: 2rem; border-radius: 8px; box-shadow: 0 1px 3px #0002; }
  h1 { font-size: 1.25rem; margin: 0 0 1rem; }
  label { display: block; font-weight: 600; margin-bottom: .25rem; }
  input[type=password] { box-sizing: border-box; width: 100%; padding: .5rem; font: inherit; border: 1px solid #9aa5b1; border-radius: 4px; }
  button { margin-top: 1rem; padding: .5rem 1rem; font: inherit; border: 0; border-radius: 4px; background: #1d4ed8; color: #fff; cursor: pointer; }
  p.lede { color: #52606d; margin: -.5rem 0 1rem; }
  p.error { color: #b91c1c; margin: 0 0 1rem; }
  p.hint { color: #52606d; font-size: .875rem; margin: 1rem 0 0; }
</style>
</head>
<body>
<main>
  <h1>Survey Feedback operators</h1>
  <p class="lede">Sign in to the ${next.startsWith('/graphql') ? 'GraphQL explorer' : 'job queues'}.</p>
  ${error ? `<p class="error" role="alert" id="error">${escapeHtml(error)}</p>` : ''}
  <form method="post" action="${escapeHtml(action)}">
    <label for="token">Operator token</label>
    <input type="password" id="token" name="token" autocomplete="off" required autofocus>
    <input type="hidden" name="next" value="${escapeHtml(next)}">
    <button type="submit" id="login">Log in</button>
  </form>
  <p class="hint">OPERATOR_TOKEN, or a token from <code>npm run cli -- operator-token create</code>.</p>
</main>
</body>
</html>
`;
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
