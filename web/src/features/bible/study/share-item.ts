import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { BOOKS, bookSlug } from '@reign/bible';
import type { TranslationId } from '@reign/contract/translations';
import { translationInfo } from '@reign/contract/translations';
import { errorMessage } from '../../../api';
import { showToast } from '../../../ui/toast';
import { downloadShareImage } from '../../share';
import { fetchChapter } from '../bible-api';
import type { StudyItem } from './study-items';

/**
 * A highlight's or note's verses as the share image (the reader's 'Download image'), in the
 * translation read: the chapter comes from the server, or from this device when it keeps it.
 */
export async function shareItemImage(item: StudyItem, translation: TranslationId, i18n: I18n): Promise<void> {
  const name = BOOKS.find((b) => b.osis === item.book)?.name ?? item.book;
  try {
    const chapter = await fetchChapter(bookSlug(name), item.chapter, translation);
    const text = chapter.verses.slice(item.from - 1, item.to).join(' ');
    const abbreviation = translation === 'web' ? undefined : translationInfo(translation).abbreviation;
    const drawn = await downloadShareImage(item.reference, text, abbreviation);
    if (!drawn) {
      showToast({
        title: i18n._(msg`Could not make the image`),
        message: i18n._(msg`This browser cannot draw the share image.`),
        variant: 'error',
      });
    }
  } catch (err) {
    showToast({
      title: i18n._(msg`Could not make the image`),
      message: errorMessage(err, i18n._(msg`The verses could not be opened. Please try again.`)),
      variant: 'error',
    });
  }
}
