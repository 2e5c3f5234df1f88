import { useState } from 'react';
import styled from 'styled-components';

const Main = styled.img`
  width: 100%;
  aspect-ratio: 16 / 10;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  display: block;
`;

const Thumbs = styled.div`
  display: flex;
  gap: 0.5rem;
  margin-top: 0.5rem;
  button { padding: 0; border: 3px solid transparent; border-radius: 8px; background: none; cursor: pointer; }
  button[aria-pressed='true'] { border-color: ${({ theme }) => theme.colors.primary}; }
  img { width: 88px; height: 56px; object-fit: cover; border-radius: 5px; display: block; }
`;

/** The hostel's photos: one large, thumbnails to switch. */
export function Gallery({ images, name }: { images: string[]; name: string }) {
  const [index, setIndex] = useState(0);
  if (!images.length) return null;
  return (
    <div>
      <Main
        src={images[index]}
        alt={`${name}, photo ${index + 1} of ${images.length}`}
        fetchPriority="high" // the page's largest picture
      />
      {images.length > 1 && (
        <Thumbs role="group" aria-label="Photos">
          {images.map((src, i) => (
            <button
              key={src}
              type="button"
              aria-label={`Show photo ${i + 1}`}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img src={src} alt="" />
            </button>
          ))}
        </Thumbs>
      )}
    </div>
  );
}
