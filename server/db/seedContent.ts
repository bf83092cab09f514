// Seed steps for the built-in public content: the one source is content/ (also the browser's fallback).
import { builtInBlogPosts } from '../../content/blogPosts';
import { builtInEvents } from '../../content/events';
import { builtInResources } from '../../content/resources';
import { blogPosts, events, resources } from './schema';
import type { SeedStep } from './seed';

export const contentSeedSteps: SeedStep[] = [
  {
    key: 'content:events',
    run: async (db) => {
      await db.insert(events).values(builtInEvents).onConflictDoNothing();
    },
  },
  {
    key: 'content:blog-posts',
    run: async (db) => {
      await db.insert(blogPosts).values(builtInBlogPosts).onConflictDoNothing();
    },
  },
  {
    key: 'content:resources',
    run: async (db) => {
      await db.insert(resources).values(builtInResources).onConflictDoNothing();
    },
  },
];
