import { textTokenCost } from '@penwise/contract';
import { IconCircleCheckFilled, IconPencil, IconPhoto, IconSparkles, IconVolume } from '@tabler/icons-react';
import { formatCount } from '~/lib/format-number';
import classes from './hero-preview.module.css';

const titles = [
  'Slow mornings: inside Lisbon’s newest corner café',
  '7 pastries to try before summer ends',
  'How we source our beans from three small farms',
];

const wordCount = titles.join(' ').split(/\s+/).length;
// The titles' o200k_base tokens (one a line), as the server's tokenizer counts them: recount if they change.
const tokenCount = 27;

// Bar heights of the voiceover card's waveform, in percent.
const wave = [40, 70, 55, 90, 65, 80, 45, 95, 60, 75, 50, 85, 40, 65, 30];

/**
 * The hero's picture of the product, drawn in markup rather than a screenshot: nothing to download
 * before the largest paint, sharp at every size, and it follows the colour scheme.
 */
export function HeroPreview() {
  return (
    <div
      className={classes.stage}
      role="img"
      aria-label="The Blog Titles writing tool with three generated titles, beside a voiceover and an image"
    >
      <div className={classes.window}>
        <div className={classes.chrome}>
          <span className={classes.dot} />
          <span className={classes.dot} />
          <span className={classes.dot} />
          <span className={classes.address}>penwise / templates / blog-titles</span>
        </div>
        <div className={classes.body}>
          <div className={classes.toolHead}>
            <span className={classes.toolIcon}>
              <IconPencil size={18} />
            </span>
            <span>
              <span className={classes.toolName}>Blog Titles</span>
              <span className={classes.toolCategory}>Blog Posts</span>
            </span>
          </div>
          <span className={classes.label}>Description</span>
          <span className={classes.field}>A cosy coffee shop opening in Lisbon next month</span>
          <span className={classes.controls}>
            <span className={classes.chip}>Professional</span>
            <span className={classes.chip}>English (US)</span>
            <span className={classes.generate}>
              <IconSparkles size={14} /> Generate
            </span>
          </span>
          <span className={classes.output}>
            <span className={classes.status}>
              <IconCircleCheckFilled size={16} /> Your Text has been generated
            </span>
            {titles.map((title, index) => (
              <span key={title} className={classes.line}>
                <span className={classes.number}>{index + 1}</span>
                {title}
              </span>
            ))}
            <span className={classes.meta}>
              {wordCount} words · {tokenCount} tokens · {formatCount(textTokenCost(tokenCount))} credits
            </span>
          </span>
        </div>
      </div>
      <div className={`${classes.float} ${classes.voice}`}>
        <span className={classes.floatIcon} data-tone="orange">
          <IconVolume size={16} />
        </span>
        <span className={classes.floatText}>
          <span className={classes.floatTitle}>Voiceover · Nova</span>
          <span className={classes.wave}>
            {wave.map((height, index) => (
              <span key={index} style={{ height: `${String(height)}%` }} />
            ))}
          </span>
        </span>
      </div>
      <div className={`${classes.float} ${classes.image}`}>
        <span className={classes.thumb} />
        <span className={classes.floatText}>
          <span className={classes.floatTitle}>
            <IconPhoto size={14} /> Image
          </span>
          <span className={classes.floatMeta}>512 × 512</span>
        </span>
      </div>
    </div>
  );
}
