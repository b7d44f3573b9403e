// The GraphQL explorer (GET /graphql): GraphiQL from the graphiql package, over React's UMD
// globals. Its requests are JSON POSTs to the same origin; the browser adds the operator's
// session cookie (fetch's default `same-origin` credentials).
/* global React, ReactDOM, GraphiQL */
(function () {
  const root = document.getElementById('graphiql');
  const fetcher = GraphiQL.createFetcher({ url: root.dataset.endpoint });
  ReactDOM.createRoot(root).render(
    React.createElement(GraphiQL, {
      fetcher,
      defaultQuery: '# Queries run with operator rights. For example:\n{\n  accountsStatus {\n    name\n    databaseReachable\n  }\n}\n',
      shouldPersistHeaders: false,
    }),
  );

  // Gaps axe-core finds in GraphiQL 4's markup, closed on the nodes it renders: CodeMirror's
  // input textareas have no name (they take their editor section's); an editor whose lines
  // overflow is a scrollable region the keyboard cannot reach (its lines wrap instead, as the
  // result's do); and the operation tabs are role="tab" items holding buttons (nested controls):
  // they become a plain list of buttons, the active one marked aria-current.
  function fillGaps() {
    for (const editor of root.querySelectorAll('.CodeMirror')) {
      if (editor.CodeMirror && !editor.CodeMirror.getOption('lineWrapping')) editor.CodeMirror.setOption('lineWrapping', true);
    }
    for (const input of root.querySelectorAll('.CodeMirror textarea:not([aria-label])')) {
      const section = input.closest('section[aria-label]');
      input.setAttribute('aria-label', section ? section.getAttribute('aria-label') : 'Editor');
    }
    for (const list of root.querySelectorAll('ul.graphiql-tabs[role="tablist"]')) list.removeAttribute('role');
    for (const panel of root.querySelectorAll('[role="tabpanel"]#graphiql-session')) panel.removeAttribute('role');
    for (const tab of root.querySelectorAll('li.graphiql-tab')) {
      if (tab.hasAttribute('role')) tab.removeAttribute('role');
      if (tab.hasAttribute('aria-selected')) tab.removeAttribute('aria-selected');
      const button = tab.querySelector('.graphiql-tab-button');
      const active = tab.classList.contains('graphiql-tab-active');
      if (button && button.hasAttribute('aria-current') !== active) {
        if (active) button.setAttribute('aria-current', 'true');
        else button.removeAttribute('aria-current');
      }
    }
  }
  new MutationObserver(fillGaps).observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['role', 'aria-selected', 'class'] });
})();
