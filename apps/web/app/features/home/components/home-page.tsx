import { useEffect } from 'react';
import { AboutSection } from './about-section';
import { FaqSection } from './faq-section';
import { FeaturesSection } from './features-section';
import { GetInTouchSection } from './get-in-touch-section';
import { HeroSection } from './hero-section';
import classes from './home.module.css';
import { PricingPreviewSection } from './pricing-preview-section';
import { StepsSection } from './steps-section';

/** The version label the home page logs. */
export const homeVersionLabel = 'v0.0.23';

/** The marketing home page: hero, about, features, steps, pricing, FAQ, get in touch. */
export function HomePage() {
  useEffect(() => {
    console.log(homeVersionLabel);
  }, []);
  return (
    <div className={classes.page}>
      <HeroSection />
      <AboutSection />
      <FeaturesSection />
      <StepsSection />
      <PricingPreviewSection />
      <FaqSection />
      <GetInTouchSection />
    </div>
  );
}
