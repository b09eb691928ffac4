/**
 * The site's own traffic counting, browser side: one constant inline script at the end of every
 * page (root `Layout`; the build hashes it into the page's CSP like any inline script), no
 * library, nothing stored on the device, nothing that delays the page.
 *
 * Once the page is shown (after `load`; a background or prerendered tab, hidden until then, waits
 * until it is visible) it sends one page view with `navigator.sendBeacon`: a form-encoded body (no CORS
 * preflight) to public.record_traffic_event, the publishable key in the address (a beacon cannot
 * send headers). The database derives the visitor key from the request (supabase/migrations/
 * *_traffic.sql). The first view of the page load carries the external referrer's host, the UTM
 * fields and which click id the address has (never its value).
 *
 * Then it counts clicks on the calls to action that lead to a lead form (`trafficCtas`, by the
 * link's `#form`: the click may leave the page before the app runs), and lets the app count what
 * only it knows (a page reached inside the app, a lead form started, sent or refused) through
 * `countTraffic` below. The database takes the visitor's language from the request.
 *
 * It does nothing under Do-Not-Track or Global Privacy Control, on the admin's paths, or in a
 * browser holding a staff session (staff previews are not traffic).
 */
import { trafficCtas } from '@/content/navigation';
import { TRAFFIC_LIMITS } from '@/limits/traffic';

import { authStorageKey } from './auth-storage-key';
import { TRAFFIC_GLOBAL } from './traffic-beacon';

/**
 * The script's text for this API. Kept small (it is in every page's HTML), so written compactly:
 * n navigator, d document, l location, p the address's query, f "first view not sent yet",
 * s sends one event, v sends the view once the page is shown.
 */
export function trafficBeaconScript(supabaseUrl: string, publishableKey: string): string {
  const endpoint = `${supabaseUrl}/rest/v1/rpc/record_traffic_event?apikey=${encodeURIComponent(publishableKey)}`;
  const { pathMax, utmMax } = TRAFFIC_LIMITS;
  return `(()=>{var n=navigator,d=document,l=location,p=new URLSearchParams(l.search),f=1;
if(!n.sendBeacon||n.doNotTrack=="1"||n.globalPrivacyControl||/^\\/admin(\\/|$)/.test(l.pathname))return;
try{if(localStorage[${JSON.stringify(authStorageKey(supabaseUrl))}])return}catch(e){}
function s(k,t){var b=new URLSearchParams({kind:k,path:l.pathname.slice(0,${pathMax}),device:innerWidth<768?"mobile":innerWidth<1024?"tablet":"desktop"});
t&&b.set("target",t);
if(f&&k=="view"){f=0;var h=d.referrer&&new URL(d.referrer).hostname;h&&h!=l.hostname&&b.set("referrer",h);
"source medium campaign term content".split(" ").map(function(u){u="utm_"+u;p.get(u)&&b.set(u,p.get(u).slice(0,${utmMax}))});
p.has("gclid")?b.set("click_id","gclid"):p.has("fbclid")&&b.set("click_id","fbclid")}
n.sendBeacon(${JSON.stringify(endpoint)},b)}
window.${TRAFFIC_GLOBAL}=s;
function v(){d.hidden?d.addEventListener("visibilitychange",v,{once:1}):s("view")}
addEventListener("load",function(){setTimeout(v)});
d.addEventListener("click",function(e){var a=e.target.closest("a[href]"),k=a&&${JSON.stringify(trafficCtas)}[a.hash];k&&s("cta",k)},1)})()`;
}
