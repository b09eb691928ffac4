/* global document, window, HTMLInputElement, HTMLTextAreaElement */
// Inlined by the build (deferred-start.ts) at the end of every prerendered public page. The page
// is complete HTML; the React app (React Router's bootstrap, kept in #app-bootstrap) only starts
// on the visitor's first sign of intent, so the first visit downloads no framework code.
// Until the app is ready, a button click or a form submit is held and replayed once it is, and
// what was typed is handed to React (it does not see changes made before it hydrated).
(() => {
  const bootstrap = document.getElementById('app-bootstrap');
  if (!bootstrap) return;
  const root = document.documentElement;
  const INTENT = ['pointerdown', 'pointermove', 'touchstart', 'keydown', 'focusin', 'wheel'];
  const typed = new Map();
  let heldClick = null;
  let heldSubmit = null;
  const ready = () => root.hasAttribute('data-app-ready');

  function start() {
    if (root.hasAttribute('data-app-started')) return;
    root.setAttribute('data-app-started', '');
    for (const type of INTENT) window.removeEventListener(type, onIntent, true);
    const script = document.createElement('script');
    script.type = 'module';
    script.textContent = bootstrap.textContent;
    document.body.append(script);
  }

  // What was typed is put back (hydrating may have reset a field to its initial value), as a
  // change React sees: its change tracking remembers the value it hydrated with, so that is set
  // to something else first and the typed value underneath it.
  function handToReact(typedState, field) {
    if (!field.isConnected) return;
    if (field.type === 'checkbox' || field.type === 'radio') {
      field.checked = !typedState.checked;
      field.click();
      return;
    }
    if (field.tagName === 'SELECT') {
      field.value = typedState.value;
      field.dispatchEvent(new Event('change', { bubbles: true }));
      return;
    }
    const proto = field.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    field.value = typedState.value === '' ? ' ' : '';
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(field, typedState.value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }

  // A pointer that did not move is no intent: a browser may send one when the page appears under a
  // resting cursor (Chromium's headless shell does, at 0,0).
  function onIntent(event) {
    if (event.type === 'pointermove' && event.movementX === 0 && event.movementY === 0) return;
    start();
  }

  for (const type of INTENT) window.addEventListener(type, onIntent, { capture: true, passive: true });
  // Staff (a browser holding a Supabase session) see drafts, pending changes and the preview
  // banner at once, not after a first gesture: the prerendered HTML is what visitors see.
  try {
    if (Object.keys(window.localStorage).some((key) => /^sb-[\w-]+-auth-token$/.test(key))) start();
  } catch {
    // Storage blocked: no session either.
  }
  // A search (`?q=`) the host could not render with its results: the app shows them, now.
  const searched = new URLSearchParams(window.location.search).get('q');
  if (searched && searched.trim() && !document.querySelector('[data-search-for]')) start();
  for (const type of ['input', 'change']) {
    window.addEventListener(
      type,
      (event) => {
        if (!ready() && event.target instanceof window.Element && event.target.closest('form')) {
          typed.set(event.target, { value: event.target.value, checked: event.target.checked });
        }
      },
      true,
    );
  }
  window.addEventListener(
    'click',
    (event) => {
      if (ready() || !(event.target instanceof window.Element)) return;
      const button = event.target.closest('button');
      if (!button || button.type === 'submit' || button.hasAttribute('popovertarget')) return;
      event.preventDefault();
      event.stopPropagation();
      heldClick = button;
      start();
    },
    true,
  );
  window.addEventListener(
    'submit',
    (event) => {
      if (ready()) return;
      event.preventDefault();
      event.stopPropagation();
      heldSubmit = event.target;
      start();
    },
    true,
  );
  window.addEventListener('app:ready', () => {
    typed.forEach(handToReact);
    typed.clear();
    if (heldSubmit && heldSubmit.isConnected) heldSubmit.requestSubmit();
    if (heldClick && heldClick.isConnected) heldClick.click();
    heldSubmit = heldClick = null;
  });
})();
