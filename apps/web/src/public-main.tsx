import { Component as ReactComponent, StrictMode, startTransition, useEffect, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * A public page: its component, and what its first render needs loaded (texts) so that it
 * matches the HTML the server pre-rendered for it (docs/decisions/022).
 */
export type PageModule = {
  Component: ComponentType;
  prepare?: () => Promise<void>;
  /** Where to send the visitor instead of showing the page (sign-in, when already signed in). */
  elsewhere?: () => string | null;
};

/**
 * Entry of public-page.html: the public pages applicants open on their phones, without the
 * router, the query cache and the rest of the staff app (about 40 KB gzipped less to download and
 * run before the form shows). The server sends public-page.html for exactly these paths (the
 * table in app/route-preloads.ts, checked against this one by route-preloads.test.ts). The same
 * pages stay in the SPA's route table, for links inside the app and for the dev server.
 */
export const PUBLIC_PAGES: Record<string, () => Promise<PageModule>> = {
  '/register/part-timer': () => import('./features/registration/registration-page.tsx'),
  '/contractor-service-agreement': () => import('./features/registration/agreement-page.tsx'),
  '/roster-confirm/:token': () => import('./features/roster-confirm/roster-confirm-page.tsx'),
  '/sign-in': () => import('./features/auth/sign-in-page.tsx'),
};

/** The page of a path: an exact key, or a key whose `:name` segments stand for any one segment. */
export function publicPageFor(path: string): (() => Promise<PageModule>) | undefined {
  if (Object.hasOwn(PUBLIC_PAGES, path)) return PUBLIC_PAGES[path];
  const parts = path.split('/');
  const key = Object.keys(PUBLIC_PAGES).find((k) => {
    const ks = k.split('/');
    return ks.length === parts.length && ks.every((s, i) => (s.startsWith(':') ? parts[i] !== '' : s === parts[i]));
  });
  return key ? PUBLIC_PAGES[key] : undefined;
}

/** What the SPA's RouteError shows, without the router. */
function Failure({ message }: { message: string }) {
  // Shown when no catalogue could load (or before one has): fixed text in both public languages.
  /* eslint-disable i18next/no-literal-string */
  return (
    <main role="alert" style={{ fontFamily: 'system-ui, sans-serif', padding: 48, textAlign: 'center' }}>
      <h1>
        Something went wrong · <span lang="zh-Hans">出错了</span>
      </h1>
      <p>{message}</p>
      <p>
        <button type="button" onClick={() => window.location.reload()}>
          Reload · <span lang="zh-Hans">重新加载</span>
        </button>
      </p>
    </main>
  );
  /* eslint-enable i18next/no-literal-string */
}

class ErrorBoundary extends ReactComponent<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error(error);
  }
  override render() {
    return this.state.error ? <Failure message={this.state.error.message} /> : this.props.children;
  }
}

/** A page as it renders, in the browser and in the build's pre-renderer alike. */
export function PublicRoot({ children }: { children: ReactNode }) {
  return (
    <StrictMode>
      <ErrorBoundary>
        <Interactive />
        {children}
      </ErrorBoundary>
    </StrictMode>
  );
}

/**
 * Marks the document once React has taken the page over (`<html data-interactive>`): a pre-rendered
 * page is drawn before its script runs; the page's loader holds a tap on a control until then and
 * replays it now (server/http/scripts-after-paint.ts). Draws nothing, so a pre-rendered page
 * hydrates as it was.
 */
function Interactive(): null {
  useEffect(() => {
    document.documentElement.dataset.interactive = '';
  }, []);
  return null;
}

/**
 * The server writes a pre-rendered page's CSS into its head (`<style data-href>`), so the first
 * paint waits for no request. The page's script would link the same file again at the end of the
 * head, after the styles MUI has put there, and win over them: link it where the copy stands
 * (the file is preloaded; the page is painted already), so the script finds it and adds nothing.
 */
function linkWrittenStyles(): void {
  for (const style of document.head.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.crossOrigin = '';
    link.href = style.dataset.href!;
    style.before(link);
  }
}

function mount(root: HTMLElement): void {
  linkWrittenStyles();
  const path = window.location.pathname.replace(/\/+$/, '') || '/';
  const load = publicPageFor(path);
  if (!load) {
    // The server sends this page for the paths above only; anything else is the staff app's.
    window.location.replace('/');
    return;
  }
  const failed = (e: unknown) => {
    console.error(e);
    // The page's own code did not load, so neither did its catalogue: the fallback stays literal.
    const message = 'The page could not be loaded. Please check your connection and try again.';
    createRoot(root).render(
      <PublicRoot>
        <Failure message={message} />
      </PublicRoot>,
    );
  };
  load().then(async ({ Component, prepare, elsewhere }) => {
    const away = elsewhere?.();
    if (away) {
      window.location.replace(away);
      return;
    }
    const page = (
      <PublicRoot>
        <Component />
      </PublicRoot>
    );
    if (!root.hasAttribute('data-prerendered')) {
      createRoot(root).render(page);
      return;
    }
    // The server sent the page drawn already: once its texts are here, React takes over the same
    // elements (no new layout). Without them the page renders its own loading/failure state.
    const ready = await (prepare?.() ?? Promise.resolve()).then(
      () => true,
      () => false,
    );
    if (!ready) {
      createRoot(root).render(page);
      return;
    }
    // In a transition, React hydrates in slices and lets the phone's main thread breathe in
    // between (one 300 ms task on a slow phone becomes many short ones: the page stays responsive
    // while its script takes over; decision 022). A tap meanwhile hydrates its target first.
    startTransition(() => {
      hydrateRoot(root, page, {
        // A first render that differs (a draft restored, a language chosen earlier in this tab)
        // is drawn afresh by React; worth a line in the console, not an error page.
        onRecoverableError: (e) => console.warn('The pre-rendered page was drawn again:', e),
      });
    });
  }, failed);
}

const root = typeof document === 'undefined' ? null : document.getElementById('root');
if (root) mount(root);
