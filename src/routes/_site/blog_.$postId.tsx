import { createFileRoute, Link } from '@tanstack/react-router';
import * as p from '../../components/Page.css';
import { usePageMeta } from '../../components/usePageMeta';
import { blogPage } from '../../i18n/en/blogPage';
import { cards } from '../../i18n/en/cards';
import { localized } from '../../i18n/localized';
import { Byline, Illustration, PostTags } from './-cards';
import { loadPost } from './-data';
import * as s from './-site.css';

const t = blogPage;

/** The reader page of a post with content. The HTML is sanitized by the server (or is the trusted built-in copy). */
export const Route = createFileRoute('/_site/blog_/$postId')({
  loader: ({ params, abortController }) => loadPost(params.postId, abortController.signal),
  component: PostPage,
});

function PostPage() {
  const post = Route.useLoaderData();
  const title = post && localized(post, 'title');
  const description = post && localized(post, 'description');
  usePageMeta({
    title: title?.text ?? t.notFoundTitle,
    description: description?.text ?? t.notFoundText,
    image: post?.image ?? undefined,
    ...(post ? {} : { status: 404 as const }),
  });
  if (!post || !title || !description) {
    return (
      <div className={`${p.container} ${p.centered}`}>
        <h1>{t.notFoundTitle}</h1>
        <p>{t.notFoundText}</p>
        <Link to="/blog" className={s.link}>
          ← {t.back}
        </Link>
      </div>
    );
  }
  const content = localized(post, 'content');
  return (
    <div className={p.container}>
      <article className={s.article} aria-labelledby="post-title">
        <p>
          <Link to="/blog" className={s.link}>
            ← {t.back}
          </Link>
        </p>
        <p className={s.eyebrow}>{cards.post.categories[post.category] ?? post.category}</p>
        <h1 id="post-title" className={s.postTitle} lang={title.lang}>
          {title.text}
        </h1>
        <Byline post={post} />
        <p className={s.lead} lang={description.lang}>
          {description.text}
        </p>
        <div className={s.postImage}>
          <Illustration src={post.image} alt="" featured priority />
        </div>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the server (sanitize-html) or built-in trusted copy */}
        <div lang={content.lang} dangerouslySetInnerHTML={{ __html: content.text ?? '' }} />
        <PostTags post={post} />
      </article>
    </div>
  );
}
