# The worked cases of src/shared/loan-tools/rate-converter.test.ts and cooling-off.test.ts, computed
# apart from the site's code: Python's Decimal at 50 digits, the IRR by 300 bisections, the formulas
# written out from their definitions (docs/decisions/210, 211). Run: python3 <this file>.
# Its output, 2026-11-29:
#   flat 100000 10% 36m: emi 3611.1111 -> 3611, interest 30000 -> 30000, reducing 17.917676, fee 0+0, apr 17.917676
#   flat 100000 10% 36m: emi 3611.1111 -> 3611, interest 30000 -> 30000, reducing 17.917676, fee 2000+360, apr 19.646935
#   flat 500000 7.5% 60m: emi 11458.3333 -> 11458, interest 187500.0 -> 187500, reducing 13.318925, fee 0+0, apr 13.318925
#   flat 250000 9% 24m: emi 12291.6667 -> 12292, interest 45000 -> 45000, reducing 16.425510, fee 5000+0, apr 18.508344
#   monthly 2: flat 100000 24% 12m: emi 10333.3333 -> 10333, interest 24000 -> 24000, reducing 41.703121, fee 0+0, apr 41.703121
#   monthly 1.5: flat 50000 18.0% 24m: emi 2833.3333 -> 2833, interest 18000.0 -> 18000, reducing 31.459170, fee 0+0, apr 31.459170
#   reducing 100000 18% 36m: emi 3615.2396 -> 3615, interest 30149, flat-equivalent 10.049541, fee 0+0, apr 18.000000
#   reducing 300000 10.99% 24m: emi 13980.9587 -> 13981, interest 35543, flat-equivalent 5.923835, fee 7500+0, apr 13.544861
#   flat 100000 0% 12m: emi 8333.3333 -> 8333, interest 0 -> 0, reducing -0.000000, fee 1000+180, apr 2.197106
#   cooling 100000 apr 24 days 3: interest 197.260274 -> 197, repay 100197
#   cooling 47000 apr 24.16 days 1: interest 31.110137 -> 31, repay 47031
#   cooling 300000 apr 13.44 days 2: interest 220.931507 -> 221, repay 300221
#   cooling 500000 apr 18 days 0: interest 0.000000 -> 0, repay 500000
#   cooling 200000 apr 12.5 days 3: interest 205.479452 -> 205, repay 200205
from decimal import Decimal as D, getcontext, ROUND_HALF_UP
getcontext().prec = 50

def pv(emi, r, n):
    if r == 0: return emi * n
    return emi * (1 - (1 + r) ** (-n)) / r

def irr(net, emi, n):
    lo, hi = D('-0.5'), D('10')
    for _ in range(300):
        mid = (lo + hi) / 2
        if pv(emi, mid, n) > net: lo = mid
        else: hi = mid
    return (lo + hi) / 2 * 1200  # % a year, nominal x12

def r0(x): return int(x.quantize(D(1), rounding=ROUND_HALF_UP))

def flat(P, f, n, fee_rupees=0, gst=True):
    P, f = D(P), D(f)
    interest = P * f / 100 * n / 12
    emi = (P + interest) / n
    red = irr(P, emi, n)
    g = r0(D(fee_rupees) * D('0.18')) if gst else 0
    apr = irr(P - fee_rupees - g, emi, n)
    print(f"flat {P} {f}% {n}m: emi {emi:.4f} -> {r0(emi)}, interest {interest} -> {r0(interest)}, reducing {red:.6f}, fee {fee_rupees}+{g}, apr {apr:.6f}")

def monthly(P, m, n, fee=0, gst=True): 
    print('monthly', m, end=': '); flat(P, D(m) * 12, n, fee, gst)

def reducing(P, r, n, fee=0, gst=True):
    P, r = D(P), D(r)
    i = r / 1200
    emi = P * i * (1 + i) ** n / ((1 + i) ** n - 1) if i else P / n
    total = r0(emi * n)
    interest = total - P
    flat_eq = (emi * n - P) / P / (D(n) / 12) * 100
    g = r0(D(fee) * D('0.18')) if gst else 0
    apr = irr(P - fee - g, emi, n)
    print(f"reducing {P} {r}% {n}m: emi {emi:.4f} -> {r0(emi)}, interest {interest}, flat-equivalent {flat_eq:.6f}, fee {fee}+{g}, apr {apr:.6f}")

flat(100000, 10, 36)
flat(100000, 10, 36, 2000)
flat(500000, 7.5, 60)
flat(250000, 9, 24, 5000, False)
monthly(100000, 2, 12)
monthly(50000, '1.5', 24)
reducing(100000, 18, 36)
reducing(300000, '10.99', 24, 7500, False)
flat(100000, 0, 12, 1000)

def cooling(P, apr, days):
    x = D(P) * D(apr) / 100 * days / 365
    print(f"cooling {P} apr {apr} days {days}: interest {x:.6f} -> {r0(x)}, repay {P + r0(x)}")
cooling(100000, 24, 3)
cooling(47000, '24.16', 1)
cooling(300000, '13.44', 2)
cooling(500000, 18, 0)
cooling(200000, '12.5', 3)
