import { AboutSection } from './about-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { GetInTouchSection } from './get-in-touch-section';
import { PricingPreviewSection } from './pricing-preview-section';
import { StepsSection } from './steps-section';

/** The home page under the hero: about, features, steps, pricing, FAQ, get in touch. */
export function BelowTheFold() {
  return (
    <>
      <AboutSection />
      <FeaturesSection />
      <StepsSection />
      <PricingPreviewSection />
      <FaqSection />
      <GetInTouchSection />
    </>
  );
}
