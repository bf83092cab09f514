import { createFileRoute, Link } from '@tanstack/react-router';
import { book } from '../../../content/resources';
import { documentHref } from '../../../content/shared/documents';
import { BLOG_FILTERS } from '../../../contract/lists';
import { button } from '../../components/Button.css';
import { usePageMeta } from '../../components/usePageMeta';
import { blogPage } from '../../i18n/en/blogPage';
import { LANG } from '../../i18n/lang';
import { PostCard } from './-cards';
import { categorySearch } from './-categorySearch';
import { loadPosts, matchesBlogFilter } from './-data';
import { FilterNav } from './-FilterNav';
import { Band, HeroText, PageHero, SectionHead } from './-sections';
import * as s from './-site.css';
import { useHashScroll } from './-useHashScroll';

const t = blogPage;

export const Route = createFileRoute('/_site/blog')({
  ...categorySearch(BLOG_FILTERS),
  loader: ({ abortController }) => loadPosts(abortController.signal),
  component: BlogPage,
});

function BlogPage() {
  usePageMeta({ title: t.title, description: t.metaDescription });
  useHashScroll();
  const { category } = Route.useSearch();
  const { items } = Route.useLoaderData();
  const now = new Date();
  const featured = items.filter((post) => post.featured);
  const shown = items.filter((post) => matchesBlogFilter(post, category, now));
  const stories = items.filter((post) => post.category === 'stories');
  return (
    <>
      <PageHero id="blog-title" title={t.title} intro={t.intro} />

      {featured.length > 0 && (
        <Band labelledBy="blog-featured" section="featured">
          <SectionHead title={t.featuredTitle} id="blog-featured" />
          <ul className={s.grid3}>
            {featured.map((post, i) => (
              <PostCard key={post.id} post={post} featured now={now} priority={i === 0} />
            ))}
          </ul>
        </Band>
      )}

      <Band alt labelledBy="blog-posts" section="posts">
        <SectionHead title={t.postsTitle} id="blog-posts" />
        <FilterNav to="/blog" filters={BLOG_FILTERS} current={category} labels={t.filters} label={t.filterLabel} />
        <div aria-live="polite">
          {shown.length === 0 ? (
            <p className={s.empty}>{t.empty}</p>
          ) : (
            <ul className={s.grid3}>
              {shown.map((post) => (
                <PostCard key={post.id} post={post} now={now} />
              ))}
            </ul>
          )}
        </div>
      </Band>

      <Band labelledBy="blog-book">
        <div id="book" className={s.book}>
          <img src="/images/book-cover.svg" alt={t.bookCover(book.title)} width={200} height={260} loading="lazy" className={s.bookCover} />
          <div>
            <HeroText id="blog-book" level={2} eyebrow={t.bookEyebrow} title={book.title} text={book.text}>
              <a className={button({ tone: 'accent' })} href={book.orderHref}>
                {t.orderNow}
              </a>
              <a className={button({ tone: 'onDark' })} href={documentHref(book.sampleHref, LANG)} download="">
                {t.downloadSample}
              </a>
              <Link
                className={button({ tone: 'onDark' })}
                to="/resources"
                search={{ category: 'books' }}
                aria-label={`${t.learnMore}: ${book.title}`}
              >
                {t.learnMore}
                <span className="visually-hidden">: {book.title}</span>
              </Link>
            </HeroText>
          </div>
        </div>
      </Band>

      <Band id="success-stories" alt labelledBy="blog-stories">
        <SectionHead title={t.storiesTitle} id="blog-stories">
          <p className={s.lead}>{t.storiesIntro}</p>
        </SectionHead>
        <ul className={s.grid3}>
          {stories.map((post) => (
            <PostCard key={post.id} post={post} now={now} />
          ))}
        </ul>
      </Band>
    </>
  );
}
