import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ContentController } from './content.controller.js';
import { GetHomeDataHandler } from './queries/get-home-data/get-home-data.handler.js';
import { ListBannersHandler } from './queries/list-banners/list-banners.handler.js';

@Module({
  imports: [CqrsModule],
  controllers: [ContentController],
  providers: [GetHomeDataHandler, ListBannersHandler],
})
export class ContentModule {}
