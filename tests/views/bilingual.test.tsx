// Staff-written texts on the public pages: a page in another language shows that language's text where staff wrote it
// (`translations`) and the English otherwise, marked lang="en"; an English page shows the English unmarked. The built-in
// content is already in the page's language. (View tests run the English build, so the page's language is passed in.)
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { builtInBlogPosts as blogPostsAm } from '../../content/am/blogPosts';
import { builtInEvents as eventsAm } from '../../content/am/events';
import { builtInBlogPosts } from '../../content/blogPosts';
import { builtInEvents } from '../../content/events';
import { builtInResources } from '../../content/resources';
import type { BlogPost, Resource } from '../../contract/content';
import type { PublicEvent } from '../../contract/events';
import { asWritten, localized, localizedTags } from '../../src/i18n/localized';
import { Byline, EventCard, PostCard, PostTags, ResourceCard } from '../../src/routes/_site/-cards';
import { asBuiltIn } from '../../src/routes/_site/-data';

afterEach(cleanup);

const event: PublicEvent = {
  id: '7c6e2f3a-27a0-4b19-9a27-000000002019',
  title: 'Annual General Assembly: Day 1',
  description: 'Opening and the annual report.',
  // Staff wrote the title in Amharic, not the description or the place.
  translations: { am: { title: 'ዓመታዊ ጠቅላላ ጉባኤ፦ 1ኛ ቀን' } },
  date: '2027-09-02',
  time: '8:30 AM',
  location: 'ICT Park, Addis Ababa',
  image: null,
  eventDate: '2027-09-02',
  createdAt: '2026-01-01T00:00:00.000Z',
  capacity: null,
  registrationDeadline: null,
  seatsLeft: null,
  registrationOpen: true,
};

const post: BlogPost = {
  id: 'harvest-news',
  title: 'Harvest news',
  description: 'A good season.',
  translations: { am: { title: 'የመኸር ዜና', description: '   ', content: '' } },
  category: 'news',
  type: 'article',
  date: '2026-10-01',
  readUrl: null,
  image: null,
  author: 'Hana Girma',
  tags: [],
  featured: false,
  content: '',
};

describe('localized: which text a page shows', () => {
  it('shows the English, unmarked, on English pages, Amharic or not', () => {
    expect(localized(event, 'title', 'en')).toEqual({ text: event.title, lang: undefined });
    expect(localized(event, 'description', 'en')).toEqual({ text: event.description, lang: undefined });
  });

  it('shows the Amharic on Amharic pages where there is some, else the English marked lang="en"', () => {
    expect(localized(event, 'title', 'am')).toEqual({ text: 'ዓመታዊ ጠቅላላ ጉባኤ፦ 1ኛ ቀን', lang: undefined });
    expect(localized(event, 'description', 'am')).toEqual({ text: event.description, lang: 'en' });
    // Blank Amharic is none; so are no translations at all (built-in content written in English).
    expect(localized(post, 'description', 'am')).toEqual({ text: post.description, lang: 'en' });
    const { translations: _missing, ...english } = event;
    expect(localized(english, 'title', 'am')).toEqual({ text: event.title, lang: 'en' });
  });

  it('picks a post body the same way', () => {
    const page = { ...post, content: '<p>Yields rose.</p>', translations: { am: { content: '<p>ምርት ጨመረ።</p>' } } };
    expect(localized(page, 'content', 'am')).toEqual({ text: '<p>ምርት ጨመረ።</p>', lang: undefined });
    expect(localized({ ...page, translations: { am: { content: null } } }, 'content', 'am')).toEqual({
      text: '<p>Yields rose.</p>',
      lang: 'en',
    });
    expect(localized(page, 'content', 'en')).toEqual({ text: '<p>Yields rose.</p>', lang: undefined });
  });
});

describe('a page in Afaan Oromoo', () => {
  const oromo = { om: { title: 'Walgahii Waliigalaa Waggaa: Guyyaa 1ffaa', location: 'ICT Park, Finfinnee' } };

  it('shows the built-in text the server gave, unmarked, and the English of a field staff rewrote, marked', () => {
    const built = { ...event, translations: oromo };
    expect(localized(built, 'title', 'om')).toEqual({ text: oromo.om.title, lang: undefined });
    expect(localized(built, 'location', 'om')).toEqual({ text: oromo.om.location, lang: undefined });
    expect(localized(built, 'description', 'om')).toEqual({ text: event.description, lang: 'en' });
    // The Amharic text is the Amharic page's, never the Oromo one's; the Oromo text is never the Amharic page's.
    expect(localized(event, 'title', 'om')).toEqual({ text: event.title, lang: 'en' });
    expect(localized(built, 'title', 'am')).toEqual({ text: event.title, lang: 'en' });
  });

  it('shows the built-in tags unmarked, and the English ones marked where there are none', () => {
    render(<PostTags post={{ tags: ['harvest'], translations: { om: { tags: ['midhaan'] } } }} lang="om" />);
    expect(screen.getByRole('listitem')).toHaveTextContent('#midhaan');
    expect(screen.getByRole('listitem')).not.toHaveAttribute('lang');
    cleanup();
    render(<PostTags post={{ tags: ['harvest'] }} lang="om" />);
    expect(screen.getByRole('listitem')).toHaveAttribute('lang', 'en');
  });
});

describe('cards on an Amharic page', () => {
  it('an event card shows the Amharic title unmarked and the English description marked lang="en"', () => {
    render(
      <ul>
        <EventCard event={event} lang="am" />
      </ul>,
    );
    const heading = screen.getByRole('heading', { name: 'ዓመታዊ ጠቅላላ ጉባኤ፦ 1ኛ ቀን' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.queryByText(event.title)).toBeNull();
    expect(screen.getByText(event.description)).toHaveAttribute('lang', 'en');
  });

  it('an event card marks the place staff typed in English as English', () => {
    render(
      <ul>
        <EventCard event={{ ...event, time: '8:30 AM to 5:30 PM', location: 'ICT Park, Addis Ababa' }} lang="am" />
      </ul>,
    );
    expect(screen.getByText('ICT Park, Addis Ababa')).toHaveAttribute('lang', 'en');
    expect(asWritten('አይሲቲ ፓርክ', 'am').lang).toBeUndefined();
    expect(asWritten('ICT Park', 'en').lang).toBeUndefined();
  });

  it('an event card shows the Amharic place staff wrote, unmarked; the English page keeps the English', () => {
    const placed = { ...event, translations: { am: { ...event.translations?.am, location: 'አይሲቲ ፓርክ፣ አዲስ አበባ' } } };
    render(
      <ul>
        <EventCard event={placed} lang="am" />
      </ul>,
    );
    expect(screen.getByText('አይሲቲ ፓርክ፣ አዲስ አበባ')).not.toHaveAttribute('lang');
    expect(screen.queryByText(event.location)).toBeNull();
    cleanup();
    render(
      <ul>
        <EventCard event={placed} lang="en" />
      </ul>,
    );
    expect(screen.getByText(event.location)).not.toHaveAttribute('lang');
    expect(screen.queryByText('አይሲቲ ፓርክ፣ አዲስ አበባ')).toBeNull();
  });

  it('a byline names the author in Amharic where staff wrote it, else as written (Latin letters marked English)', () => {
    const written = { am: { author: 'ዶ/ር ገነት አበበ' } };
    render(<Byline post={{ author: 'Dr. Genet Abebe', translations: written, date: '2026-11-01' }} lang="am" />);
    expect(screen.getByText('ዶ/ር ገነት አበበ')).not.toHaveAttribute('lang');
    cleanup();
    render(<Byline post={{ author: 'Dr. Genet Abebe', date: '2026-11-01' }} lang="am" />);
    expect(screen.getByText('Dr. Genet Abebe')).toHaveAttribute('lang', 'en');
    cleanup();
    render(<Byline post={{ author: 'ጽሕፈት ቤት', translations: { am: { author: '' } }, date: '2026-11-01' }} lang="am" />);
    expect(screen.getByText('ጽሕፈት ቤት')).not.toHaveAttribute('lang');
    cleanup();
    render(<Byline post={{ author: 'Dr. Genet Abebe', translations: written, date: '2026-11-01' }} lang="en" />);
    expect(screen.getByText('Dr. Genet Abebe')).not.toHaveAttribute('lang');
  });

  it('post tags are the Amharic ones where staff wrote some, else the English marked lang="en"; English pages keep the English', () => {
    render(<PostTags post={{ tags: ['harvest', 'prices'], translations: { am: { tags: ['መኸር', 'ዋጋ'] } } }} lang="am" />);
    expect(screen.getAllByRole('listitem').map((li) => [li.textContent, li.getAttribute('lang')])).toEqual([
      ['#መኸር', null],
      ['#ዋጋ', null],
    ]);
    cleanup();
    render(<PostTags post={{ tags: ['harvest'], translations: { am: { tags: [] } } }} lang="am" />);
    expect(screen.getByRole('listitem')).toHaveAttribute('lang', 'en');
    cleanup();
    render(<PostTags post={{ tags: ['harvest'], translations: { am: { tags: ['መኸር'] } } }} lang="en" />);
    expect(screen.getByRole('listitem')).toHaveTextContent('#harvest');
    expect(screen.getByRole('listitem')).not.toHaveAttribute('lang');
  });

  it('staff-written tags are the page language’s: on an Amharic page a Latin one among them stays English; an Oromo page’s Latin tags are Oromo', () => {
    const tagged = {
      tags: ['harvest', 'prices'],
      translations: { am: { tags: ['መኸር', 'FAO'] }, om: { tags: ['midhaan', 'gatii'] } },
    };
    const shown = () => screen.getAllByRole('listitem').map((li) => [li.textContent, li.getAttribute('lang')]);
    render(<PostTags post={tagged} lang="am" />);
    expect(shown()).toEqual([
      ['#መኸር', null],
      ['#FAO', 'en'],
    ]);
    cleanup();
    render(<PostTags post={tagged} lang="om" />);
    expect(shown()).toEqual([
      ['#midhaan', null],
      ['#gatii', null],
    ]);
    expect(localizedTags(tagged, 'om')).toEqual({ tags: ['midhaan', 'gatii'], inPageLanguage: true });
    expect(localizedTags(tagged, 'am')).toEqual({ tags: ['መኸር', 'FAO'], inPageLanguage: false });
    cleanup();
    // The English page keeps the English tags, unmarked.
    render(<PostTags post={tagged} lang="en" />);
    expect(shown()).toEqual([
      ['#harvest', null],
      ['#prices', null],
    ]);
  });

  it('a post card names its Read More link by the Amharic title', async () => {
    const root = createRootRoute({
      component: () => (
        <ul>
          <PostCard post={post} lang="am" now={new Date('2026-11-21T00:00:00Z')} />
        </ul>
      ),
    });
    const router = createRouter({ routeTree: root, history: createMemoryHistory({ initialEntries: ['/blog'] }) });
    render(<RouterProvider router={router as never} />);
    const heading = await screen.findByRole('heading', { name: 'የመኸር ዜና' });
    expect(heading).not.toHaveAttribute('lang');
    expect(screen.getByText(post.description)).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('link', { name: /የመኸር ዜና/ })).toHaveAttribute('href', '/blog/harvest-news');
  });

  it('a resource card without Amharic shows the English marked lang="en"', () => {
    const resource: Resource = { ...builtInResources[0]! };
    expect(resource).not.toHaveProperty('translations');
    render(
      <ul>
        <ResourceCard resource={resource} lang="am" />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: resource.title })).toHaveAttribute('lang', 'en');
    expect(screen.getByText(resource.description)).toHaveAttribute('lang', 'en');
  });

  it('the same card on an English page marks nothing', () => {
    render(
      <ul>
        <EventCard event={event} lang="en" />
      </ul>,
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('heading', { name: event.title })).not.toHaveAttribute('lang');
    expect(card.querySelector('[lang]')).toBeNull();
  });
});

describe('built-in content', () => {
  it('is the page’s own language: in the Amharic build its texts count as Amharic, with nothing marked English', () => {
    // In the Amharic build content/am/resources.ts stands in for content/resources.ts; its titles are Amharic.
    const shown = asBuiltIn({ ...builtInResources[0]!, title: 'የተሻሻሉ የካሳቫ ዝርያዎች', description: 'የሙከራ ውጤቶች።' }, 'am');
    expect(shown).toMatchObject({ inLang: 'am' });
    expect(localized(shown, 'title', 'am')).toEqual({ text: 'የተሻሻሉ የካሳቫ ዝርያዎች', lang: undefined });
    expect(localized(shown, 'description', 'am')).toEqual({ text: 'የሙከራ ውጤቶች።', lang: undefined });
    render(
      <ul>
        <ResourceCard resource={shown} lang="am" />
      </ul>,
    );
    expect(screen.getByRole('heading', { name: 'የተሻሻሉ የካሳቫ ዝርያዎች' })).not.toHaveAttribute('lang');
    expect(screen.getByRole('listitem').querySelector('[lang="en"]')).toBeNull();
  });

  it('carries no Amharic in the English build', () => {
    // Its texts are the English build's: an Amharic page would show them as English, marked.
    const resource = asBuiltIn(builtInResources[0]!, 'en');
    expect(resource).not.toHaveProperty('translations');
    expect(localized(resource, 'title', 'am')).toEqual({ text: resource.title, lang: 'en' });
    expect(localized(resource, 'description', 'am')).toEqual({ text: resource.description, lang: 'en' });
    const eventEn = asBuiltIn(builtInEvents[0]!, 'en');
    expect(localized(eventEn, 'location', 'am')).toEqual({ text: eventEn.location, lang: 'en' });
    const postEn = asBuiltIn(builtInBlogPosts[0]!, 'en');
    expect(localized(postEn, 'author', 'am')).toEqual({ text: postEn.author, lang: 'en' });
  });

  it('gives a built-in event its place and a post its author as the Amharic ones in the Amharic build, as the API does', () => {
    const eventAm = eventsAm[0]!;
    expect(localized(asBuiltIn(eventAm, 'am'), 'location', 'am')).toEqual({ text: eventAm.location, lang: undefined });
    const postAm = blogPostsAm.find((p) => p.id === 'wolaita-cooperative-doubles-yield')!;
    expect(localized(asBuiltIn(postAm, 'am'), 'author', 'am')).toEqual({ text: postAm.author, lang: undefined });
    expect(localizedTags(asBuiltIn(postAm, 'am'), 'am')).toEqual({ tags: postAm.tags, inPageLanguage: true });
    expect(postAm.tags).not.toEqual(builtInBlogPosts.find((p) => p.id === postAm.id)!.tags);
    // It adds nothing but the language its texts are in.
    expect(asBuiltIn(builtInResources[0]!, 'am')).toEqual({ ...builtInResources[0]!, inLang: 'am' });
  });
});
