import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { CAROUSEL_INTERVAL_MS, SLIDES } from './slides';

const Frame = styled.section`
  position: relative;
  min-height: calc(100vh - 4rem);
  display: flex;
  overflow: hidden;
`;

const SlideBox = styled.div<{ $bg: string }>`
  flex: 1;
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  text-align: center;
  padding: 3rem 1.5rem 5rem;
  background: ${({ $bg }) => $bg};
  color: #ffffff;
  h2 { font-size: clamp(2rem, 5vw, 3.5rem); margin: 0 0 1rem; max-width: 18ch; }
  p { font-size: clamp(1.05rem, 2vw, 1.3rem); max-width: 42rem; margin: 0 0 2rem; }
  a { padding: 0.8rem 1.6rem; border-radius: 999px; background: #ffffff; color: #0f172a; font-weight: 700; text-decoration: none; }
`;

const Dots = styled.div`
  position: absolute;
  bottom: 1.5rem;
  left: 0;
  right: 0;
  display: flex;
  justify-content: center;
  gap: 0.6rem;
  button {
    width: 0.9rem;
    height: 0.9rem;
    border-radius: 50%;
    border: 2px solid #ffffff;
    background: transparent;
    cursor: pointer;
    padding: 0;
  }
  button[aria-current='true'] { background: #ffffff; }
`;

/** Full-screen carousel: advances every 6 s; one dot button per slide jumps to it. */
export function Carousel() {
  const [index, setIndex] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a manual jump restarts the 6 s timer.
  useEffect(() => {
    const timer = setTimeout(() => setIndex((i) => (i + 1) % SLIDES.length), CAROUSEL_INTERVAL_MS);
    return () => clearTimeout(timer);
  }, [index]);
  const slide = SLIDES[index];
  return (
    <Frame aria-roledescription="carousel" aria-label="Highlights">
      <SlideBox
        key={slide.id}
        $bg={slide.background}
        aria-roledescription="slide"
        aria-label={`${index + 1} of ${SLIDES.length}`}
      >
        <h2>{slide.title}</h2>
        <p>{slide.text}</p>
        <Link to={slide.cta.to}>{slide.cta.label}</Link>
      </SlideBox>
      <Dots>
        {SLIDES.map((s, i) => (
          <button
            key={s.id}
            type="button"
            aria-label={`Go to slide ${i + 1}: ${s.title}`}
            aria-current={i === index}
            onClick={() => setIndex(i)}
          />
        ))}
      </Dots>
    </Frame>
  );
}
