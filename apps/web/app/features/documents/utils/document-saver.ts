import type { DocumentSavedAnswer, DocumentSummary, UpdateDocumentBody } from '@penwise/contract';
import { isFailure, isRetryable, type ApiFailure, type ApiResult } from '~/lib/api-client';
import { removeDraft, writeDraft, type DocumentDraft } from './document-draft';

/** saving: a change waits for the pause in typing or is on its way; offline: it waits for the network. */
export type SaveStatus = 'saved' | 'saving' | 'offline' | 'failed';

export interface SaverState {
  status: SaveStatus;
  /** Why the server refused the last save (a 4xx): trying again unchanged would not help. */
  failure?: ApiFailure | undefined;
}

type Save = (id: string, body: UpdateDocumentBody) => Promise<ApiResult<DocumentSavedAnswer>>;

export interface SaverOptions {
  save: Save;
  /** The same call made as the page goes away (a keepalive request). */
  saveOnLeave: Save;
  onSaved?: (summary: DocumentSummary) => void;
  /** The pause in typing before a change is sent. */
  debounceMs?: number;
  /** The first wait before a save that could not reach the server is tried again; it doubles up to retryMaxMs. */
  retryMs?: number;
  retryMaxMs?: number;
}

/**
 * Autosave of one document. Every change is written to localStorage first and sent after a pause in
 * typing; the stored copy goes only once the server has confirmed that very change, so a refresh, a
 * crash or a lost connection never loses a keystroke. A save the network failed is tried again (on
 * the browser's 'online' event, and on a growing interval meanwhile).
 */
export class DocumentSaver {
  private pending: DocumentDraft | undefined;
  private revision = 0;
  private inFlight: Promise<void> | undefined;
  private debounce: ReturnType<typeof setTimeout> | undefined;
  private retry: ReturnType<typeof setTimeout> | undefined;
  private retryDelay: number;
  private disposed = false;
  private state: SaverState = { status: 'saved' };
  private readonly listeners = new Set<() => void>();

  private readonly id: string;
  /** The server's updatedAt of the version being edited. */
  private base: string;
  private readonly options: SaverOptions;

  /** `restored`: a stored draft the server does not have yet (found on opening), sent again once started. */
  constructor(id: string, base: string, options: SaverOptions, restored?: DocumentDraft) {
    this.id = id;
    this.base = base;
    this.options = options;
    this.retryDelay = options.retryMs ?? 2000;
    if (restored) {
      this.pending = { ...restored, base };
      this.revision = 1;
      this.state = { status: 'saving' };
    }
  }

  /** The editor is on screen: a restored draft goes out now. Undone by dispose (React may do both twice). */
  start(): void {
    this.disposed = false;
    if (this.pending && !this.inFlight && !this.debounce) this.schedule(0);
  }

  getState = (): SaverState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Whether a change has not been confirmed by the server yet. */
  get unsaved(): boolean {
    return this.pending !== undefined;
  }

  /** Takes a change: stored at once, sent after the pause in typing. */
  change(patch: { title?: string; content?: string }): void {
    this.pending = { ...this.pending, ...patch, at: Date.now(), base: this.base };
    this.revision += 1;
    writeDraft(this.id, this.pending);
    if (this.state.status !== 'offline') this.setState({ status: 'saving' });
    this.schedule(this.options.debounceMs ?? 800);
  }

  /** Sends what is pending now and waits for the answer (before an export, say). True once all is saved. */
  async flush(): Promise<boolean> {
    this.clearTimers();
    // Each turn either saves the newest change or stops on a failure: a few turns at most.
    for (let turn = 0; turn < 5 && (this.pending || this.inFlight); turn += 1) {
      if (this.inFlight) await this.inFlight;
      else await this.send(false);
      // The answer may have scheduled the next change: it is sent on the next turn instead.
      this.clearTimers();
      if (this.state.status === 'offline' || this.state.status === 'failed') break;
    }
    return this.pending === undefined;
  }

  /** The page goes away (pagehide, a hidden tab): what is pending goes out as a keepalive request. */
  leave(): void {
    if (!this.pending || this.inFlight) return;
    this.clearTimers();
    void this.send(true);
  }

  /** Back online: try again now. */
  online = (): void => {
    if (this.pending && !this.inFlight) {
      this.clearTimers();
      void this.send(false);
    }
  };

  /** The editor closes: timers stop; what is pending is sent once more, and stays stored until confirmed. */
  dispose(): void {
    this.disposed = true;
    this.clearTimers();
    if (this.pending && !this.inFlight) void this.send(false);
  }

  private schedule(ms: number): void {
    clearTimeout(this.debounce);
    clearTimeout(this.retry);
    this.debounce = setTimeout(() => {
      this.debounce = undefined;
      void this.send(false);
    }, ms);
  }

  private clearTimers(): void {
    clearTimeout(this.debounce);
    clearTimeout(this.retry);
    this.debounce = undefined;
    this.retry = undefined;
  }

  private setState(state: SaverState): void {
    this.state = state;
    for (const listener of this.listeners) listener();
  }

  private send(leaving: boolean): Promise<void> {
    if (this.inFlight) return this.inFlight;
    const sent = this.pending;
    if (!sent) return Promise.resolve();
    const revision = this.revision;
    const body: UpdateDocumentBody = {};
    if (sent.title !== undefined) body.title = sent.title;
    if (sent.content !== undefined) body.content = sent.content;
    if (this.state.status !== 'offline') this.setState({ status: 'saving' });
    const save = leaving ? this.options.saveOnLeave : this.options.save;
    this.inFlight = save(this.id, body)
      .then((result) => this.settle(result, revision))
      .finally(() => {
        this.inFlight = undefined;
      });
    return this.inFlight;
  }

  private settle(result: ApiResult<DocumentSavedAnswer>, revision: number): void {
    if (isFailure(result)) {
      // Unlike a page's queries, a save must land in the end: after too many saves (429) it waits, then retries.
      if (isRetryable(result) || result.status === 429) {
        this.setState({ status: 'offline' });
        // Closed meanwhile: the draft stays stored, and opening the document sends it again.
        if (this.disposed) return;
        clearTimeout(this.retry);
        this.retry = setTimeout(() => {
          this.retry = undefined;
          void this.send(false);
        }, this.retryDelay);
        this.retryDelay = Math.min(this.retryDelay * 2, this.options.retryMaxMs ?? 30_000);
      } else {
        // Refused (too long, gone, logged out): kept on this device; the next change tries again.
        this.setState({ status: 'failed', failure: result });
      }
      return;
    }
    this.retryDelay = this.options.retryMs ?? 2000;
    this.base = result.success.updatedAt;
    this.options.onSaved?.(result.success);
    if (revision === this.revision) {
      this.pending = undefined;
      removeDraft(this.id);
      this.setState({ status: 'saved' });
      return;
    }
    // Typed on while it was on its way: the newer change is stored and goes next.
    if (this.pending) {
      this.pending = { ...this.pending, base: this.base };
      writeDraft(this.id, this.pending);
    }
    // A timer, not a call: this save is still in flight until this settles. Sent after a close too.
    if (!this.debounce) this.schedule(0);
  }
}
