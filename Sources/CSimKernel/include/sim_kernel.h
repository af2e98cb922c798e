#pragma once
/* The CPU simulation kernel (issue 6). */
