// A stand-in for wavesurfer.js in jsdom (no Web Audio, no canvas): it records what the player asks of it and lets a
// test drive it through wavesurfer's own events ('ready', 'play', 'pause', 'timeupdate', 'finish', 'error').
type Listener = (...args: unknown[]) => void;

export class FakeWaveSurfer {
  static instances: FakeWaveSurfer[] = [];
  listeners = new Map<string, Set<Listener>>();
  time = 0;
  duration = 0;
  playing = false;
  destroyed = false;
  loaded: Blob | null = null;
  options: Record<string, unknown>;

  constructor(options: Record<string, unknown>) {
    this.options = options;
    FakeWaveSurfer.instances.push(this);
  }
  static create(options: Record<string, unknown>) {
    return new FakeWaveSurfer(options);
  }
  on(event: string, listener: Listener) {
    const set = this.listeners.get(event) ?? new Set();
    set.add(listener);
    this.listeners.set(event, set);
    return () => set.delete(listener);
  }
  emit(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
  /** what setOptions was given, in order (the theme's colours) */
  optionsSet: Record<string, unknown>[] = [];
  setOptions(options: Record<string, unknown>) {
    this.optionsSet.push(options);
  }
  /** wavesurfer's own <audio> element */
  media = document.createElement('audio');
  /** the element's preload when the Blob was loaded */
  preloadAtLoad: string | null = null;
  getMediaElement() {
    return this.media;
  }
  /** what wavesurfer draws in, inside its scroll box (part="scroll" of its shadow root) */
  scroll = document.createElement('div');
  wrapper = this.scroll.appendChild(document.createElement('div'));
  getWrapper() {
    return this.wrapper;
  }
  loadBlob(blob: Blob) {
    this.loaded = blob;
    this.preloadAtLoad = this.media.preload;
    return Promise.resolve();
  }
  /** the test's view of "the audio is decoded" */
  becomeReady(duration: number) {
    this.duration = duration;
    this.emit('ready', duration);
  }
  getDuration() {
    return this.duration;
  }
  getCurrentTime() {
    return this.time;
  }
  setTime(time: number) {
    this.time = time;
    this.emit('timeupdate', time);
  }
  playPause() {
    this.playing = !this.playing;
    this.emit(this.playing ? 'play' : 'pause');
    return Promise.resolve();
  }
  destroy() {
    this.destroyed = true;
  }
}

export const fakeRegions: {
  added: { id?: string; start: number; end?: number; content?: unknown }[];
  cleared: number;
} = {
  added: [],
  cleared: 0,
};

export const FakeRegionsPlugin = {
  create() {
    return {
      addRegion(region: { id?: string; start: number; end?: number; content?: unknown }) {
        fakeRegions.added.push(region);
        return region;
      },
      clearRegions() {
        fakeRegions.cleared += 1;
        fakeRegions.added = [];
      },
      getRegions: () => fakeRegions.added,
    };
  },
};

export function resetFakeWaveSurfer() {
  FakeWaveSurfer.instances = [];
  fakeRegions.added = [];
  fakeRegions.cleared = 0;
}
