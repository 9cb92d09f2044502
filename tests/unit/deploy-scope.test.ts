import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployScope, store } from '../../src/server/blobs';
import { startTestBlobs } from '../helpers/blobs';

/** A deploy preview never reads or writes production's leads. */
let blobs: Awaited<ReturnType<typeof startTestBlobs>>;
const saved = { CONTEXT: process.env.CONTEXT, DEPLOY_ID: process.env.DEPLOY_ID };
beforeAll(async () => {
  blobs = await startTestBlobs();
});
afterAll(async () => {
  Object.assign(process.env, saved);
  if (saved.CONTEXT === undefined) delete process.env.CONTEXT;
  if (saved.DEPLOY_ID === undefined) delete process.env.DEPLOY_ID;
  await blobs.stop();
});

describe('deploy-scoped stores outside production', () => {
  it('uses site-wide stores in production and locally, deploy stores in previews and branch deploys', () => {
    expect(deployScope({})).toBeNull();
    expect(deployScope({ CONTEXT: 'production', DEPLOY_ID: 'abc' })).toBeNull();
    expect(deployScope({ CONTEXT: 'deploy-preview', DEPLOY_ID: '6560e5f5b2a1c90008a1b2c3' })).toEqual({
      deployID: '6560e5f5b2a1c90008a1b2c3',
    });
    expect(deployScope({ CONTEXT: 'branch-deploy', DEPLOY_ID: '6560e5f5b2a1c90008a1b2c4' })).toEqual({
      deployID: '6560e5f5b2a1c90008a1b2c4',
    });
    // No DEPLOY_ID: still a deploy store (named by the Blobs environment), never production's.
    expect(deployScope({ CONTEXT: 'deploy-preview' })).toEqual({});
  });

  it('a preview writes and reads only its own deploy store', async () => {
    delete process.env.CONTEXT;
    await store('inquiries').set('production-lead', 'real');
    process.env.CONTEXT = 'deploy-preview';
    process.env.DEPLOY_ID = '6560e5f5b2a1c90008a1b2c3';
    expect(await store('inquiries').get('production-lead')).toBeNull();
    await store('inquiries').set('preview-lead', 'test');
    expect((await store('inquiries').list()).blobs.map(({ key }) => key)).toEqual(['preview-lead']);
    delete process.env.CONTEXT;
    expect((await store('inquiries').list()).blobs.map(({ key }) => key)).toEqual(['production-lead']);
  });
});
