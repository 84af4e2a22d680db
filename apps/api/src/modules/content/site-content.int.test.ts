import {
  ApiPaths,
  CONTENT_PAGING,
  LOCALES,
  articleListSchema,
  articleSchema,
  bannerListSchema,
  blogListSchema,
  blogPostSchema,
  caseListSchema,
  parseSiteMarkdown,
  videoListSchema,
  videoSchema,
  type Locale,
} from '@atelier/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../../../test/http.js';
import { startTestApp, type TestApp } from '../../../test/test-app.js';

let app: TestApp;
let client: TestClient;

beforeAll(async () => {
  app = await startTestApp();
  client = new TestClient(app.baseUrl);
});
afterAll(async () => {
  await app.close();
});

const NOT_FOUND: Record<Locale, string> = {
  en: 'We could not find what you asked for.',
  zh: '没有找到您要的内容。',
  fr: 'Nous n’avons pas trouvé ce que vous cherchez.',
};
const BAD_REQUEST: Record<Locale, string> = {
  en: 'Some fields need your attention.',
  zh: '有些内容需要修改。',
  fr: 'Certains champs demandent votre attention.',
};

/** Every language answers, each with its own text: the set of values has one per language. */
function allDifferent(values: string[]): boolean {
  return new Set(values).size === values.length;
}

describe('GET the article list (About dropdown and legal pages)', () => {
  it('answers the about articles in order, with the same urls and localised titles', async () => {
    const answers = await Promise.all(
      LOCALES.map((lang) => client.get(ApiPaths.articleList, { lang, site: 'atelier' })),
    );
    const lists = answers.map((answer) => {
      expect(answer.status).toBe(200);
      return articleListSchema.parse(answer.body.data).items;
    });
    for (const items of lists) {
      expect(items.map((item) => item.url)).toEqual([
        'our-method',
        'curriculum',
        'our-teachers',
        'safety-and-data',
        'for-schools',
      ]);
      expect(items.every((item) => item.kind === 'about')).toBe(true);
    }
    expect(allDifferent(lists.map((items) => items[1]!.title))).toBe(true);
    expect(lists[1]![0]!.title).toBe('我们的教学方法');
    expect(answers[2]!.body.message).toBe('OK');
    expect(answers[1]!.body.message).toBe('成功');
  });

  it('answers the legal pages with kind=legal', async () => {
    const { body } = await client.get(ApiPaths.articleList, { lang: 'fr', kind: 'legal' });
    const { items } = articleListSchema.parse(body.data);
    expect(items.map((item) => item.url)).toEqual(['terms', 'privacy', 'cookie', 'legislation']);
    expect(items[1]!.title).toBe('Politique de confidentialité');
  });

  it('refuses another site or kind with a localised 400', async () => {
    const site = await client.get(ApiPaths.articleList, { lang: 'fr', site: 'other' });
    expect(site.status).toBe(400);
    expect(site.body).toEqual({
      code: 400,
      message: BAD_REQUEST.fr,
      data: { fields: { site: 'Cette valeur n’est pas valide.' } },
    });
    const kind = await client.get(ApiPaths.articleList, { kind: 'news' });
    expect(kind.status).toBe(400);
  });
});

describe('GET the article data', () => {
  it('answers an article by url in each language, with a body in the Markdown subset', async () => {
    const articles = await Promise.all(
      LOCALES.map(async (lang) => {
        const answer = await client.get(ApiPaths.articleData, { lang, url: 'curriculum' });
        expect(answer.status).toBe(200);
        return articleSchema.parse(answer.body.data);
      }),
    );
    expect(articles.map((article) => article.lang)).toEqual(['en', 'zh', 'fr']);
    expect(allDifferent(articles.map((article) => article.body))).toBe(true);
    for (const article of articles) {
      expect(article.body).toMatch(/800/);
      expect(parseSiteMarkdown(article.body).some((block) => block.type === 'heading')).toBe(true);
    }
  });

  it('answers a legal page by id: the privacy policy says recordings are not kept', async () => {
    const texts: Record<Locale, RegExp> = {
      en: /are \*\*not kept\*\*/,
      zh: /\*\*不会被保存\*\*/,
      fr: /\*\*ne sont pas conservés\*\*/,
    };
    for (const lang of LOCALES) {
      const { body } = await client.get(ApiPaths.articleData, { lang, id: 'privacy' });
      const article = articleSchema.parse(body.data);
      expect(article.kind).toBe('legal');
      expect(article.body).toMatch(texts[lang]);
      expect(article.body).toMatch(/privacy@atelier\.example/);
    }
  });

  it('answers a 404 envelope in the request language for an unknown article', async () => {
    for (const lang of LOCALES) {
      const answer = await client.get(ApiPaths.articleData, { lang, url: 'no-such-article' });
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: 404, message: NOT_FOUND[lang], data: null });
    }
    // Both given: both must name the same article.
    const mismatch = await client.get(ApiPaths.articleData, { id: 'privacy', url: 'terms' });
    expect(mismatch.status).toBe(404);
  });

  it('answers a localised 400 without url or id, or with a url that is not a slug', async () => {
    const missing = await client.get(ApiPaths.articleData, { lang: 'zh' });
    expect(missing.status).toBe(400);
    expect(missing.body).toEqual({
      code: 400,
      message: BAD_REQUEST.zh,
      data: { fields: { url: '此项为必填项。' } },
    });
    const traversal = await client.get(ApiPaths.articleData, { url: '../privacy' });
    expect(traversal.status).toBe(400);
    expect(traversal.body.data).toEqual({ fields: { url: 'This value is not valid.' } });
  });
});

describe('GET the blog data', () => {
  it('answers a page of posts, newest first, without bodies, in each language', async () => {
    const lists = await Promise.all(
      LOCALES.map(async (lang) => {
        const answer = await client.get(ApiPaths.blogData, { lang });
        expect(answer.status).toBe(200);
        return blogListSchema.parse(answer.body.data);
      }),
    );
    for (const list of lists) {
      expect(list).toMatchObject({ total: 6, page: 1, pageSize: CONTENT_PAGING.defaultPageSize });
      expect(list.items).toHaveLength(6);
      const dates = list.items.map((item) => item.publishedOn);
      expect(dates).toEqual([...dates].sort().reverse());
      expect(list.items[0]).not.toHaveProperty('body');
      expect(list.items[0]!.coverImage).toMatch(/^\/images\/blog\/.+\.svg$/);
    }
    expect(allDifferent(lists.map((list) => list.items[0]!.title))).toBe(true);
  });

  it('pages within bounds: a later page, and an empty page past the end', async () => {
    const all = blogListSchema.parse((await client.get(ApiPaths.blogData)).body.data).items;
    const second = blogListSchema.parse(
      (await client.get(ApiPaths.blogData, { page: 2, pageSize: 2 })).body.data,
    );
    expect(second).toMatchObject({ total: 6, page: 2, pageSize: 2 });
    expect(second.items.map((item) => item.slug)).toEqual(all.slice(2, 4).map((item) => item.slug));
    const past = blogListSchema.parse(
      (await client.get(ApiPaths.blogData, { page: 4, pageSize: 2 })).body.data,
    );
    expect(past).toEqual({ items: [], total: 6, page: 4, pageSize: 2 });
    const largest = await client.get(ApiPaths.blogData, { pageSize: CONTENT_PAGING.maxPageSize });
    expect(largest.status).toBe(200);
  });

  it('refuses a page size over the maximum, a page of 0 and a non-number, localised', async () => {
    const tooBig = await client.get(ApiPaths.blogData, {
      lang: 'fr',
      pageSize: CONTENT_PAGING.maxPageSize + 1,
    });
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual({
      code: 400,
      message: BAD_REQUEST.fr,
      data: { fields: { pageSize: 'Veuillez saisir un nombre inférieur ou égal à 50.' } },
    });
    const zero = await client.get(ApiPaths.blogData, { lang: 'zh', page: 0 });
    expect(zero.body.data).toEqual({ fields: { page: '请输入不小于 1 的数字。' } });
    const text = await client.get(ApiPaths.blogData, { page: 'two' });
    expect(text.status).toBe(400);
    expect(text.body.data).toEqual({ fields: { page: 'Please enter a whole number.' } });
    const fraction = await client.get(ApiPaths.blogData, { pageSize: 2.5 });
    expect(fraction.body.data).toEqual({ fields: { pageSize: 'Please enter a whole number.' } });
  });

  it('answers one post with its body by slug, and a 404 for an unknown slug', async () => {
    const posts = await Promise.all(
      LOCALES.map(async (lang) => {
        const answer = await client.get(ApiPaths.blogData, { lang, slug: 'first-characters' });
        expect(answer.status).toBe(200);
        return blogPostSchema.parse(answer.body.data);
      }),
    );
    expect(posts.map((post) => post.lang)).toEqual(['en', 'zh', 'fr']);
    expect(posts[1]!.title).toBe('认识第一批汉字：学写中文从哪里开始');
    expect(allDifferent(posts.map((post) => post.body))).toBe(true);
    expect(posts.every((post) => post.readingMinutes >= 1)).toBe(true);
    const unknown = await client.get(ApiPaths.blogData, { lang: 'fr', slug: 'nothing-here' });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe(NOT_FOUND.fr);
  });
});

describe('GET the case list (customer and cooperation cases)', () => {
  it('answers customer cases and cooperation cases by category, all marked illustrative', async () => {
    const customer = caseListSchema.parse(
      (await client.get(ApiPaths.cooperationCaseList, { lang: 'en', category: 'customer' })).body
        .data,
    );
    expect(customer.total).toBe(4);
    expect(customer.items.map((item) => item.institutionType)).toEqual([
      'school',
      'kindergarten',
      'school',
      'institution',
    ]);
    const cooperation = caseListSchema.parse(
      (await client.get(ApiPaths.cooperationCaseList, { category: 'cooperation' })).body.data,
    );
    expect(cooperation.total).toBe(3);
    for (const item of [...customer.items, ...cooperation.items]) {
      expect(item.illustrative).toBe(true);
      expect(item.body).toMatch(/Illustrative case/);
    }
  });

  it('lists both categories, customers first, paged, in each language', async () => {
    const pages = await Promise.all(
      LOCALES.map(async (lang) =>
        caseListSchema.parse(
          (await client.get(ApiPaths.cooperationCaseList, { lang, pageSize: 5 })).body.data,
        ),
      ),
    );
    for (const page of pages) {
      expect(page).toMatchObject({ total: 7, page: 1, pageSize: 5 });
      expect(page.items.map((item) => item.category)).toEqual([
        'customer',
        'customer',
        'customer',
        'customer',
        'cooperation',
      ]);
    }
    expect(pages.map((page) => page.items[0]!.title)).toEqual([
      'Chinese for every class from Year 3 to Year 6',
      '从三年级到六年级，每个班都上中文课',
      'Le chinois dans chaque classe, du CE2 au CM2',
    ]);
    expect(pages[1]!.items[0]!.figures[0]).toEqual({ value: '6', label: '个班级' });
    expect(pages[2]!.items[2]!.quote).toMatchObject({ author: 'Dr A. Okafor' });
  });

  it('refuses an unknown category', async () => {
    const answer = await client.get(ApiPaths.cooperationCaseList, { category: 'partners' });
    expect(answer.status).toBe(400);
    expect(answer.body.data).toEqual({ fields: { category: 'This value is not valid.' } });
  });
});

describe('POST the video list (form)', () => {
  it('answers a page of videos for a form post, localised by the lang field', async () => {
    const lists = await Promise.all(
      LOCALES.map(async (lang) => {
        const answer = await client.post(ApiPaths.videoList, { lang, pageSize: 3 });
        expect(answer.status).toBe(200);
        return videoListSchema.parse(answer.body.data);
      }),
    );
    for (const list of lists) {
      expect(list).toMatchObject({ total: 7, page: 1, pageSize: 3 });
      expect(list.items.map((item) => item.id)).toEqual([
        'atelier-in-two-minutes',
        'counting-to-ten',
        'four-tones-song',
      ]);
      // No film is published yet: the poster stands in, and the url says so.
      expect(list.items.every((item) => item.url === null)).toBe(true);
    }
    expect(allDifferent(lists.map((list) => list.items[1]!.title))).toBe(true);
  });

  it('accepts JSON, filters by category, and reads the language from the header', async () => {
    const res = await client.raw(ApiPaths.videoList, {
      method: 'POST',
      headers: { 'content-type': 'application/json', lang: 'zh' },
      body: JSON.stringify({ category: 'classroom', page: 1, pageSize: 10 }),
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { message: string; data: unknown };
    expect(body.message).toBe('成功');
    const list = videoListSchema.parse(body.data);
    expect(list.items.map((item) => item.id)).toEqual([
      'homework-in-three-clicks',
      'class-of-four',
    ]);
    expect(list.items[0]!.title).toBe('三步布置作业');
  });

  it('refuses a bad category or page size with a localised 400', async () => {
    const answer = await client.post(ApiPaths.videoList, {
      lang: 'fr',
      category: 'films',
      pageSize: 500,
    });
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      code: 400,
      message: BAD_REQUEST.fr,
      data: {
        fields: {
          category: 'Cette valeur n’est pas valide.',
          pageSize: 'Veuillez saisir un nombre inférieur ou égal à 50.',
        },
      },
    });
  });
});

describe('GET one video', () => {
  it('answers the featured video without an id, and a video by id, localised', async () => {
    const featured = videoSchema.parse(
      (await client.get(ApiPaths.video, { lang: 'fr' })).body.data,
    );
    expect(featured).toMatchObject({
      id: 'atelier-in-two-minutes',
      featured: true,
      title: 'Atelier Chinese en deux minutes',
      posterUrl: '/images/videos/atelier-in-two-minutes.svg',
    });
    const story = videoSchema.parse(
      (await client.get(ApiPaths.video, { lang: 'zh', id: 'panda-lost-hat' })).body.data,
    );
    expect(story).toMatchObject({
      category: 'story',
      title: '丢了帽子的熊猫',
      durationSeconds: 312,
    });
  });

  it('answers a 404 for an unknown video', async () => {
    const answer = await client.get(ApiPaths.video, { lang: 'zh', id: 'no-such-video' });
    expect(answer.status).toBe(404);
    expect(answer.body.message).toBe(NOT_FOUND.zh);
  });
});

describe('GET the other banners of an inner page', () => {
  it('answers the banners of a section that has its own, else the general ones', async () => {
    const blog = bannerListSchema.parse(
      (await client.get(ApiPaths.otherBanners, { lang: 'fr', section: 'blog' })).body.data,
    );
    expect(blog.items.map((item) => item.title)).toEqual(['Des idées pour parents et enseignants']);
    const general = bannerListSchema.parse((await client.get(ApiPaths.otherBanners)).body.data);
    expect(general.items.map((item) => item.id)).toEqual(['tablet-app', 'ambassador']);
    const ambassador = bannerListSchema.parse(
      (await client.get(ApiPaths.otherBanners, { section: 'ambassador' })).body.data,
    );
    expect(ambassador.items.map((item) => item.id)).toEqual(['tablet-app', 'ambassador']);
    const home = bannerListSchema.parse((await client.get(ApiPaths.banners)).body.data);
    expect(home.items).toHaveLength(3);
  });

  it('refuses an unknown section', async () => {
    const answer = await client.get(ApiPaths.otherBanners, { section: 'shop' });
    expect(answer.status).toBe(400);
  });
});
