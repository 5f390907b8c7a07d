import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { AwsV4Signer } from 'aws4fetch';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { UPLOADS_UNAVAILABLE } from '../src/lib/storage';
import {
  as,
  connectTestDatabase,
  multipartFile,
  signInAdmin,
  silentMp3,
  testConfig,
} from './support/harness';
import { refusal } from './support/refusal';
import { startS3StandIn } from './support/s3-stand-in';

describe('SigV4 signing (aws4fetch)', () => {
  it("matches AWS's published example (GET Object with a Range)", async () => {
    // the example signs its Range header too, which aws4fetch leaves unsigned unless told
    const signer = new AwsV4Signer({
      method: 'GET',
      url: 'https://examplebucket.s3.amazonaws.com/test.txt',
      headers: {
        Range: 'bytes=0-9',
        'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
      },
      accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
      secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
      region: 'us-east-1',
      service: 's3',
      datetime: '20130524T000000Z',
      allHeaders: true,
    });
    expect(await signer.authHeader()).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('needs every S3 setting once one is given', () => {
    expect(() => loadConfig({ DATA_DIR: '/tmp', S3_BUCKET: 'reign' })).toThrow(
      /S3_ENDPOINT: required when uploads go to S3/,
    );
  });
});

describe('uploads in an S3-compatible bucket', () => {
  let s3: Awaited<ReturnType<typeof startS3StandIn>>;
  let app: FastifyInstance;
  let admin: { cookies: Record<string, string> };
  let dataDir: string;

  beforeAll(async () => {
    s3 = await startS3StandIn();
    const config = testConfig({
      S3_ENDPOINT: s3.url,
      S3_BUCKET: s3.bucket,
      S3_ACCESS_KEY_ID: s3.accessKeyId,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey,
      S3_PREFIX: 'reign/',
    });
    dataDir = config.dataDir;
    app = await buildApp({ config, database: await connectTestDatabase() });
    admin = await signInAdmin(app);
  });
  afterAll(async () => {
    await app.close();
    await s3.close();
  });

  const uploadAudio = (bytes: Buffer, type = 'audio/mpeg') =>
    app.inject({
      method: 'POST',
      url: '/api/upload/audio',
      cookies: admin.cookies,
      ...multipartFile('audio', 'sermon.mp3', type, bytes),
    });

  it('puts a checked file in the bucket and serves it from there, with ranges', async () => {
    const mp3 = silentMp3(20);
    const res = await uploadAudio(mp3);
    expect(res.statusCode).toBe(201);
    const { audioUrl } = res.json();
    expect(audioUrl).toMatch(/^\/uploads\/audio\/[0-9a-f-]{36}\.mp3$/);
    const key = `reign/audio/${audioUrl.split('/').pop()}`;
    expect(s3.objects.get(key)?.body.equals(mp3)).toBe(true);
    expect(s3.objects.get(key)?.type).toBe('audio/mpeg');

    const whole = await app.inject({ method: 'GET', url: audioUrl });
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-type']).toBe('audio/mpeg');
    expect(whole.headers['cache-control']).toContain('immutable');
    expect(whole.rawPayload.equals(mp3)).toBe(true);

    const part = await app.inject({ method: 'GET', url: audioUrl, headers: { range: 'bytes=10-29' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 10-29/${mp3.length}`);
    expect(part.rawPayload.equals(mp3.subarray(10, 30))).toBe(true);
  });

  it('sends requests the bucket accepts as signed, and a wrong secret is refused', async () => {
    expect((await uploadAudio(silentMp3(3))).statusCode).toBe(201);
    expect(s3.signatureFailures()).toBe(0);
    const wrong = await buildApp({
      config: testConfig({
        S3_ENDPOINT: s3.url,
        S3_BUCKET: s3.bucket,
        S3_ACCESS_KEY_ID: s3.accessKeyId,
        S3_SECRET_ACCESS_KEY: 'not-the-secret',
      }),
      database: await connectTestDatabase(),
    });
    try {
      const res = await wrong.inject({
        method: 'POST',
        url: '/api/upload/audio',
        cookies: (await signInAdmin(wrong)).cookies,
        ...multipartFile('audio', 'sermon.mp3', 'audio/mpeg', silentMp3(3)),
      });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(refusal(UPLOADS_UNAVAILABLE, 'unavailable'));
      expect(s3.signatureFailures()).toBe(1);
    } finally {
      await wrong.close();
    }
  });

  it('refuses a file by its bytes before anything reaches the bucket', async () => {
    const before = s3.objects.size;
    const res = await uploadAudio(Buffer.from('<html>not audio</html>'));
    expect(res.statusCode).toBe(400);
    expect(s3.objects.size).toBe(before);
  });

  it('removes the object with the scripture that used it', async () => {
    const { audioUrl } = (await uploadAudio(silentMp3(5))).json();
    const key = `reign/audio/${audioUrl.split('/').pop()}`;
    const me = as(app, admin);
    const created = await me.post('/api/admin/scheduled-scriptures', {
      verse: 'The Lord is my shepherd.',
      reference: 'Psalm 23:1',
      reflection: 'He leads.',
      scheduleDate: '2034-04-04T00:00:00.000Z',
      audioUrl,
    });
    expect(created.statusCode).toBe(201);
    expect(s3.objects.has(key)).toBe(true);
    expect((await me.delete(`/api/admin/scheduled-scriptures/${created.json().id}`)).statusCode).toBe(200);
    expect(s3.objects.has(key)).toBe(false);
    expect((await app.inject({ method: 'GET', url: audioUrl })).statusCode).toBe(404);
  });

  it('answers 404 for names that are not uploads, and 503 with a message while the bucket fails', async () => {
    expect((await app.inject({ method: 'GET', url: '/uploads/audio/..%2F..%2Fsecret' })).statusCode).toBe(
      404,
    );
    s3.setFailing(true);
    try {
      const res = await uploadAudio(silentMp3(5));
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual(refusal(UPLOADS_UNAVAILABLE, 'unavailable'));
    } finally {
      s3.setFailing(false);
    }
    // nothing is left on the server's disk either way
    const staging = join(dataDir, 'uploads', '.staging', 'audio');
    expect(existsSync(staging) ? readdirSync(staging) : []).toEqual([]);
  });
});
