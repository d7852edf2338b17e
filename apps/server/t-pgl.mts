import { PGlite } from '@electric-sql/pglite';
const cpu = () => process.cpuUsage();
let c = cpu(); let t = performance.now();
const a = new PGlite(); await a.waitReady;
console.log('fresh', Math.round(process.cpuUsage(c).user/1000), Math.round(performance.now()-t));
await a.exec('create table x (id int primary key, v text); insert into x values (1, $$a$$);');
c = cpu(); t = performance.now();
const dump = await a.dumpDataDir('none');
console.log('dump', Math.round(process.cpuUsage(c).user/1000), dump.size);
for (let i = 0; i < 3; i++) {
c = cpu(); t = performance.now();
const b = new PGlite({ loadDataDir: dump }); await b.waitReady;
console.log('load', Math.round(process.cpuUsage(c).user/1000), Math.round(performance.now()-t), (await b.query('select count(*) from x')).rows);
c = cpu(); t = performance.now();
const f = new PGlite(); await f.waitReady;
console.log('fresh2', Math.round(process.cpuUsage(c).user/1000), Math.round(performance.now()-t));
}
