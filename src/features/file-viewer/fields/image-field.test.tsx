import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { element } from '../../../../domain/schema/element-fixtures';
import { renderInForm, UI_TEST_TIMEOUT } from '../test-render';
import { ImageField } from './image-field';

vi.setConfig({ testTimeout: UI_TEST_TIMEOUT });

afterEach(() => {
  vi.unstubAllGlobals();
});

const photo = (rules: object) => element('photo', 'Image', { label: 'Foto', props: { rules } });
const png = (bytes: number) => new File([new Uint8Array(bytes)], 'bild.png', { type: 'image/png' });

describe('ImageField with rules', () => {
  it('refuses an image larger than the element allows before sending it, and says the limit', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { user, context } = renderInForm(
      <ImageField element={photo({ maxBytes: 2 * 1024 * 1024 })} entry={undefined} />,
    );
    expect(await screen.findByText('Erlaubt: PNG, JPEG, WebP, GIF, SVG, höchstens 2 MB')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Foto'), png(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('Das Bild ist zu groß: höchstens 2 MB erlaubt.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Bild hochladen' })).toHaveAccessibleDescription(
      'Erlaubt: PNG, JPEG, WebP, GIF, SVG, höchstens 2 MB Das Bild ist zu groß: höchstens 2 MB erlaubt.',
    );
    expect(fetch).not.toHaveBeenCalled();
    expect(context.save).not.toHaveBeenCalled();
  });

  it('keeps a required image when the user removes it, and says why', async () => {
    const { user, context } = renderInForm(
      <ImageField
        element={photo({ required: true })}
        entry={{ elementId: 'photo', 'props.model.model-value': 'img-1' }}
      />,
    );
    await user.click(await screen.findByRole('button', { name: 'Bild entfernen' }));
    expect(screen.getByText('Bitte füllen Sie dieses Feld aus.')).toBeInTheDocument();
    expect(context.save).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Bild von Foto' })).toBeInTheDocument();
  });

  it('removes an image that is not required', async () => {
    const { user, context } = renderInForm(
      <ImageField element={photo({})} entry={{ elementId: 'photo', 'props.model.model-value': 'img-1' }} />,
    );
    await user.click(await screen.findByRole('button', { name: 'Bild entfernen' }));
    expect(context.save).toHaveBeenCalledWith({ elementId: 'photo', 'props.model.model-value': null });
  });
});
