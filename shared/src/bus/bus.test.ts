import { bus, createEventBus, toast } from '@switchboard/shared/bus';
import { expectConsole } from '@switchboard/shared/testing';

interface TestEvents {
  ping: { n: number };
  other: { s: string };
}

describe('event bus', () => {
  it('delivers a payload to every subscriber of that event only', () => {
    const b = createEventBus<TestEvents>();
    const first = jest.fn();
    const second = jest.fn();
    const other = jest.fn();
    b.on('ping', first);
    b.on('ping', second);
    b.on('other', other);
    b.emit('ping', { n: 1 });
    expect(first).toHaveBeenCalledWith({ n: 1 });
    expect(second).toHaveBeenCalledWith({ n: 1 });
    expect(other).not.toHaveBeenCalled();
  });

  it('stops delivering after unsubscribe', () => {
    const b = createEventBus<TestEvents>();
    const handler = jest.fn();
    const off = b.on('ping', handler);
    off();
    b.emit('ping', { n: 2 });
    expect(handler).not.toHaveBeenCalled();
    expect(b.listenerCount('ping')).toBe(0);
  });

  it('once() delivers exactly one event', () => {
    const b = createEventBus<TestEvents>();
    const handler = jest.fn();
    b.once('ping', handler);
    b.emit('ping', { n: 1 });
    b.emit('ping', { n: 2 });
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith({ n: 1 });
  });

  it('keeps delivering to the others when one subscriber throws', () => {
    const b = createEventBus<TestEvents>();
    expectConsole('bus: a "ping" handler failed');
    const after = jest.fn();
    b.on('ping', () => {
      throw new Error('broken remote');
    });
    b.on('ping', after);
    b.emit('ping', { n: 3 });
    expect(after).toHaveBeenCalledWith({ n: 3 });
  });

  it('lets a handler unsubscribe itself while the event is being delivered', () => {
    const b = createEventBus<TestEvents>();
    const calls: string[] = [];
    const offA = b.on('ping', () => {
      calls.push('a');
      offA();
    });
    b.on('ping', () => calls.push('b'));
    b.emit('ping', { n: 1 });
    b.emit('ping', { n: 2 });
    expect(calls).toEqual(['a', 'b', 'b']);
  });

  it('toast() emits a toast event on the portal bus', () => {
    const handler = jest.fn();
    const off = bus.on('toast', handler);
    toast('success', 'Settings updated');
    off();
    expect(handler).toHaveBeenCalledWith({ kind: 'success', message: 'Settings updated' });
  });
});
