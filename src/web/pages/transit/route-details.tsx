import { walkFromStation } from '../../../../content/transit';
import type { TransitRoute } from '../../../domain/info-content';

/** The inside of one arrival section: the way to the station, the walk, and the map of both. */
export function RouteDetails({ route }: { route: TransitRoute }) {
  return (
    <div className="route">
      <div className="route__text">
        <h3>The way to Dedham</h3>
        <ol>
          {route.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <h3>{walkFromStation.title}</h3>
        <ol>
          {walkFromStation.steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
      <figure className="route__map">
        <img src={route.map.src} alt={route.map.alt} width={route.map.width} height={route.map.height} />
        {/* On a phone the map's labels are small; the SVG itself zooms without blurring. */}
        <figcaption>
          <a href={route.map.src} target="_blank" rel="noopener noreferrer">
            Open the map full size
          </a>
        </figcaption>
      </figure>
    </div>
  );
}
