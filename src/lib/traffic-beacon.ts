/**
 * The site's own traffic counting, browser side: one constant inline script at the end of every
 * page (root `Layout`; the build hashes it into the page's CSP like any inline script), no
 * library, nothing stored on the device, nothing that delays the page.
 *
 * Once the page is shown (after `load`; a prerendered or background tab waits until it is
 * visible) it sends one page view with `navigator.sendBeacon`: a form-encoded body (no CORS
 * preflight) to public.record_traffic_event, the publishable key in the address (a beacon cannot
 * send headers). The database derives the visitor key from the request (supabase/migrations/
 * *_traffic.sql). The first view of the page load carries the external referrer's host, the UTM
 * fields and which click id the address has (never its value).
 *
 * Then it counts clicks on the calls to action that lead to a lead form (`trafficCtas`, by the
 * link's `#form`) and the first input in a form marked `data-traffic-form="name"`, and lets the app count what only it knows (a page
 * reached inside the app, a form sent or refused) through `countTraffic` below.
 *
 * It does nothing under Do-Not-Track or Global Privacy Control, on the admin's paths, or in a
 * browser holding a staff session (staff previews are not traffic).
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

import { trafficCtas } from '@/content/navigation';
import { TRAFFIC_LIMITS, type TrafficEventKind } from '@/limits/traffic';

import { authStorageKey } from './auth-storage-key';

/** The function the script defines on `window` when this page load is counted. */
const GLOBAL = 'siteTraffic';

declare global {
  interface Window {
    [GLOBAL]?: (kind: TrafficEventKind, target?: string) => void;
  }
}

const UTM_FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'];

/**
 * The script's text for this API. Kept small (it is in every page's HTML): written compactly,
 * the names below stand for — w: window, n: navigator, d: document, l: location, s: send.
 */
export function trafficBeaconScript(supabaseUrl: string, publishableKey: string): string {
  const endpoint = `${supabaseUrl}/rest/v1/rpc/record_traffic_event?apikey=${encodeURIComponent(publishableKey)}`;
  const { pathMax, utmMax } = TRAFFIC_LIMITS;
  return `(()=>{var w=window,n=navigator,d=document,l=location,f=1,o={};
if(!n.sendBeacon||n.doNotTrack=="1"||n.globalPrivacyControl||/^\\/admin(\\/|$)/.test(l.pathname))return;
try{if(localStorage.getItem(${JSON.stringify(authStorageKey(supabaseUrl))}))return}catch(e){}
function c(v,m){return(v||"").replace(/[\\0-\\x1f\\x7f]/g,"").trim().slice(0,m)}
function s(k,t){var b=new URLSearchParams({kind:k,path:l.pathname.slice(0,${pathMax}),device:innerWidth<768?"mobile":innerWidth<1200&&matchMedia("(pointer:coarse)").matches?"tablet":"desktop"}),g=(n.language||"").toLowerCase().split("-").slice(0,2).join("-"),q=new URLSearchParams(l.search);
if(/^[a-z]{2,3}(-[a-z0-9]{1,8})?$/.test(g))b.set("language",g);if(t)b.set("target",t);
if(f&&k=="view"){f=0;try{var h=new URL(d.referrer).hostname;if(h!=l.hostname)b.set("referrer",h)}catch(e){}
${JSON.stringify(UTM_FIELDS)}.forEach(function(u){var v=c(q.get(u),${utmMax});if(v)b.set(u,v)});
if(q.has("gclid"))b.set("click_id","gclid");else if(q.has("fbclid"))b.set("click_id","fbclid")}
n.sendBeacon(${JSON.stringify(endpoint)},b)}
w.${GLOBAL}=s;
function v(){if(d.visibilityState=="hidden")d.addEventListener("visibilitychange",v,{once:true});else s("view")}
if(d.prerendering)d.addEventListener("prerenderingchange",v,{once:true});else if(d.readyState=="complete")setTimeout(v);else addEventListener("load",function(){setTimeout(v)},{once:true});
d.addEventListener("click",function(e){var a=e.target.closest&&e.target.closest("a[href]"),k=a&&${JSON.stringify(trafficCtas)}[a.hash];if(k)s("cta",k)},true);
d.addEventListener("input",function(e){var m=e.target.form,k=m&&m.dataset.trafficForm;if(k&&!o[k]){o[k]=1;s("form_start",k)}},true)})()`;
}

/**
 * Counts what the app knows and the script cannot see: a page reached inside the app, a lead form
 * sent or refused. Does nothing where the page load is not counted.
 */
export function countTraffic(kind: TrafficEventKind, target?: string): void {
  if (typeof window !== 'undefined') window[GLOBAL]?.(kind, target);
}

/**
 * Counts each page the visitor reaches inside the app (the script counted the page load's own).
 * Called once, by the root.
 */
export function useCountedNavigation(): void {
  const { pathname } = useLocation();
  const counted = useRef(pathname);
  useEffect(() => {
    if (counted.current === pathname) return;
    counted.current = pathname;
    countTraffic('view');
  }, [pathname]);
}
