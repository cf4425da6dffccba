// readBack: a read of the API made inside act while the page may still be updating.
import { render, screen } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { readBack } from './render';

/** A page that updates itself a moment after it shows (as a page does when a refetch answers). */
function UpdatesLater() {
  const [updated, setUpdated] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setUpdated(true), 50);
    return () => clearTimeout(timer);
  }, []);
  return <p>{updated ? 'updated' : 'first'}</p>;
}

test('a read gives its answer', async () => {
  await expect(readBack(async () => 'the answer')).resolves.toBe('the answer');
});

test('a read that fails throws, and the page still takes its later updates', async () => {
  // React 19's act, when its callback rejects, leaves its queue installed: an update made after it waited there for
  // good (the recording player's next test showed nothing until its timeout).
  render(<UpdatesLater />);
  await expect(readBack(() => Promise.reject(new Error('GET /record: 404')))).rejects.toThrow('404');
  expect(await screen.findByText('updated')).toBeInTheDocument();
});
