import { ChakraProvider, defaultSystem } from '@chakra-ui/react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../lib/notify';
import { NotificationToasters } from './notification-toasters';

async function passes(ms: number) {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

describe('notifications on screen', () => {
  beforeEach(() => {
    vi.useFakeTimers({
      toFake: [
        'setTimeout',
        'clearTimeout',
        'requestAnimationFrame',
        'cancelAnimationFrame',
        'performance',
        'Date',
      ],
    });
    render(
      <ChakraProvider value={defaultSystem}>
        <NotificationToasters />
      </ChakraProvider>,
    );
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  it('closes a notification after its timeout', async () => {
    act(() => {
      notify({ message: 'Gespeichert', tone: 'positive' });
    });
    await passes(4_000);
    expect(screen.getByText('Gespeichert')).toBeVisible();
    await passes(2_000);
    expect(screen.queryByText('Gespeichert')).toBeNull();
  });

  it('shows a repeated notification, counted, for its full time again', async () => {
    act(() => {
      notify({ message: 'Papierkorb erfolgreich aktualisiert', tone: 'positive' });
    });
    await passes(4_500);
    act(() => {
      notify({ message: 'Papierkorb erfolgreich aktualisiert', tone: 'positive' });
    });
    await passes(4_000);
    expect(screen.getByText('Papierkorb erfolgreich aktualisiert')).toBeVisible();
    expect(screen.getByText('2')).toBeVisible();
    await passes(2_000);
    expect(screen.queryByText('Papierkorb erfolgreich aktualisiert')).toBeNull();
  });

  it('shows a notification repeated while the first is closing anew', async () => {
    act(() => {
      notify({ message: 'Directory erfolgreich aktualisiert', tone: 'positive' });
    });
    await passes(5_050);
    act(() => {
      notify({ message: 'Directory erfolgreich aktualisiert', tone: 'positive' });
    });
    await passes(4_000);
    expect(screen.getByText('Directory erfolgreich aktualisiert')).toBeVisible();
  });
});
