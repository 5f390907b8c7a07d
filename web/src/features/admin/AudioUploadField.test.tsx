import { adminMessages } from '@reign/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '../../test/fetch-stub';
import { Providers } from '../../test/render-app';
import { AudioUploadField } from './AudioUploadField';

async function uploadAnswered(answer: () => Response) {
  stubApi(({ path }) => (path === '/api/upload/audio' ? answer() : json(401, { message: 'no' })));
  const { container } = render(
    <Providers>
      <AudioUploadField value={null} onChange={vi.fn()} />
    </Providers>,
  );
  const input = container.querySelector('input[type="file"]') as HTMLInputElement;
  await userEvent.upload(input, new File(['RIFF'], 'sermon.wav', { type: 'audio/wav' }), {
    applyAccept: false,
  });
}

describe('AudioUploadField', () => {
  it('names the accepted type when the server refuses the file', async () => {
    await uploadAnswered(() => json(400, { message: adminMessages.audioType, code: 'invalid_request' }));
    expect(await screen.findByText('Upload failed')).toBeInTheDocument();
    expect(screen.getByText(adminMessages.audioType)).toBeInTheDocument();
    expect(adminMessages.audioType).toMatch(/MP3/);
  });

  it("keeps the spec's sentence when the failure has no reason (the server could not be reached)", async () => {
    await uploadAnswered(() => {
      throw new TypeError('Failed to fetch');
    });
    expect(await screen.findByText('Failed to upload audio file. Please try again.')).toBeInTheDocument();
  });
});
