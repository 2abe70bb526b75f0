/**
 * What the editors' "Export picture" buttons fetch: the level's picture in the export dialog.
 */
import type { ContentItem } from '../../model/content.ts';
import type { TileInfo } from '../../model/checks/coc-level/level-data.ts';
import type { CcgCardInfo } from '../../model/ccg-card-catalog.ts';
import { ccgLevelPicture, ccgPictureSize, cocLevelPicture, cocPictureSize } from './level-picture.ts';
import { exportPicture } from './picture-dialog.ts';

export function exportCocLevel(level: ContentItem, tiles: ReadonlyMap<string, TileInfo>): void {
  exportPicture(cocLevelPicture(level, tiles), cocPictureSize(level), level.id, `Export picture of ${level.name}`);
}

export function exportCcgLevel(level: ContentItem, catalog: ReadonlyMap<string, CcgCardInfo>, setup = 0): void {
  exportPicture(
    ccgLevelPicture(level, catalog, setup),
    ccgPictureSize(level),
    level.id,
    `Export picture of ${level.name}`,
  );
}
