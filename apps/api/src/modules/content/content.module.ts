import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ContentController } from './content.controller.js';
import { PdfDocuments } from './pdf/pdf-documents.js';
import { PdfPageCache } from './pdf/pdf-page-cache.js';
import { PdfPageImageController } from './pdf/pdf-page-image.controller.js';
import { PdfRenderer } from './pdf/pdf-renderer.js';
import { ConvertPdfToImagesController } from './queries/convert-pdf-to-images/convert-pdf-to-images.controller.js';
import { ConvertPdfToImagesHandler } from './queries/convert-pdf-to-images/convert-pdf-to-images.handler.js';
import { GetArticleController } from './queries/get-article/get-article.controller.js';
import { GetArticleHandler } from './queries/get-article/get-article.handler.js';
import { GetBlogDataController } from './queries/get-blog-data/get-blog-data.controller.js';
import { GetBlogDataHandler } from './queries/get-blog-data/get-blog-data.handler.js';
import { GetHomeDataHandler } from './queries/get-home-data/get-home-data.handler.js';
import { GetVideoController } from './queries/get-video/get-video.controller.js';
import { GetVideoHandler } from './queries/get-video/get-video.handler.js';
import { ListArticlesController } from './queries/list-articles/list-articles.controller.js';
import { ListArticlesHandler } from './queries/list-articles/list-articles.handler.js';
import { ListBannersHandler } from './queries/list-banners/list-banners.handler.js';
import { ListCasesController } from './queries/list-cases/list-cases.controller.js';
import { ListCasesHandler } from './queries/list-cases/list-cases.handler.js';
import { ListVideosController } from './queries/list-videos/list-videos.controller.js';
import { ListVideosHandler } from './queries/list-videos/list-videos.handler.js';

@Module({
  imports: [CqrsModule],
  controllers: [
    ContentController,
    ListArticlesController,
    GetArticleController,
    GetBlogDataController,
    ListCasesController,
    ListVideosController,
    GetVideoController,
    ConvertPdfToImagesController,
    PdfPageImageController,
  ],
  providers: [
    GetHomeDataHandler,
    ListBannersHandler,
    ListArticlesHandler,
    GetArticleHandler,
    GetBlogDataHandler,
    ListCasesHandler,
    ListVideosHandler,
    GetVideoHandler,
    ConvertPdfToImagesHandler,
    PdfDocuments,
    PdfRenderer,
    PdfPageCache,
  ],
})
export class ContentModule {}
